import { AUDIO_MIN_SECONDS, AUDIO_NAME_MAX_CHARS, type UploadKind } from '@talkreel/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError';
import { recordEvent } from '../../../api/events/recordEvent';
import { presignedUpload } from '../../../api/presignedUpload';
import { showErrorToast } from '../../../api/showErrorToast';
import { notify } from '../../../ui/toast';
import type { ClientProgress } from '../../progress/workEstimate';
import { myVoicesKey } from '../myVoicesKey';
import type { VoiceItem } from '../types';
import { voiceListKey } from '../useVoiceSearch';
import { audioSeconds } from './audioSeconds';
import {
  type CloneProvider,
  getProcessingStatus,
  getSaveInfo,
  startClone,
  type UploadType,
} from './cloneApi';
import { CloneError, pollCloneStatus } from './pollCloneStatus';
import { toVoiceItem } from './savedVoice';
import { checkUploadFile, isInvalidFileError } from './uploadCheck';
import { useCloneProgress } from './useCloneProgress';
import { savedVoiceKey } from './useSavedVoiceRecord';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; fraction: number }
  | { status: 'uploaded'; fileName: string; fileUri: string }
  /** `tooShort`: a recording this browser measured under AUDIO_MIN_SECONDS. */
  | { status: 'invalid'; fileName: string; kind: UploadKind; tooShort?: boolean };

export type CloneState =
  | { status: 'idle' }
  /** `estimate`: the server's place in line and time left, from the latest status reply. */
  | { status: 'cloning'; taskId: string | null; estimate?: ClientProgress | null }
  | { status: 'done'; taskId: string; audioId: string | null; sampleUrl: string | null }
  | { status: 'failed'; message: string; detail: string | null };

const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim();

/** Every list a new voice of the user's shows in (the voice library, pickers, search). */
const refreshVoiceLists = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: myVoicesKey });
  void queryClient.invalidateQueries({ queryKey: voiceListKey });
};

/** The voice name, and whether it was filled from a file (a later file may replace it) or typed. */
interface NameDraft {
  value: string;
  auto: boolean;
}

/**
 * The provider a voice dialog starts on: an agent adding a voice to a user starts on the second
 * provider, whose name the user's card shows as its generate type (creation.md §1), when this
 * server has it; everyone else on the offline match, which needs no key.
 */
export const preferredProvider = (
  userId: string | undefined,
  available: (p: CloneProvider) => boolean,
): CloneProvider => (userId && available('minimax') ? 'minimax' : 'local');

/**
 * The custom audio draft of creation.md §3 and its steps (§4): upload a recording or a
 * video (consent first), name it, clone it with a provider while the progress climbs,
 * then save, which reports the voice to the caller and refreshes the voice lists.
 */
export function useVoiceUpload(
  onSaved: (voice: VoiceItem) => void,
  userId = '',
  /** The provider until one is chosen (see `preferredProvider`). */
  preferred: CloneProvider = 'local',
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploadType, setUploadTypeState] = useState<UploadType>('audio');
  const [consent, setConsent] = useState(false);
  const [nameDraft, setNameDraft] = useState<NameDraft>({ value: '', auto: true });
  const setName = (value: string) => setNameDraft({ value, auto: false });
  const [chosen, setProvider] = useState<CloneProvider | null>(null);
  const provider = chosen ?? preferred;
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [clone, setClone] = useState<CloneState>({ status: 'idle' });
  const [saving, setSaving] = useState(false);
  const progress = useCloneProgress();
  const work = useRef<AbortController | null>(null);

  const cancelWork = useCallback(() => {
    work.current?.abort();
    work.current = null;
  }, []);
  useEffect(() => cancelWork, [cancelWork]);

  // A successful clone is already kept by the server: closing without Save still shows it.
  const keptUnsaved = useRef(false);
  useEffect(
    () => () => {
      if (keptUnsaved.current) refreshVoiceLists(queryClient);
    },
    [queryClient],
  );

  const resetClone = () => {
    setClone({ status: 'idle' });
    progress.fail();
  };

  const setUploadType = (type: UploadType) => {
    if (type === uploadType || upload.status === 'uploading' || clone.status === 'cloning') return;
    cancelWork();
    setUploadTypeState(type);
    setUpload({ status: 'idle' });
    resetClone();
  };

  const chooseFile = async (file: File) => {
    if (!consent || upload.status === 'uploading' || clone.status === 'cloning') return;
    const kind = uploadType;
    resetClone();
    if (!checkUploadFile(file, kind)) {
      setUpload({ status: 'invalid', fileName: file.name, kind });
      return;
    }
    cancelWork();
    const controller = new AbortController();
    work.current = controller;
    // Too short to clone: said before anything is sent, with the length it needs. A recording
    // the browser cannot measure goes up, and the server judges it.
    if (kind === 'audio') {
      const seconds = await audioSeconds(file);
      if (controller.signal.aborted) return;
      if (seconds !== null && seconds < AUDIO_MIN_SECONDS) {
        setUpload({ status: 'invalid', fileName: file.name, kind, tooShort: true });
        return;
      }
    }
    setUpload({ status: 'uploading', fileName: file.name, fraction: 0 });
    try {
      const done = await presignedUpload(file, {
        kind,
        signal: controller.signal,
        toast: false,
        onProgress: (fraction) =>
          setUpload((u) => (u.status === 'uploading' ? { ...u, fraction } : u)),
      });
      setUpload({ status: 'uploaded', fileName: file.name, fileUri: done.fileUri });
      // Named after an accepted file only, replacing a name filled before, never a typed one.
      const fromFile = baseName(file.name).slice(0, AUDIO_NAME_MAX_CHARS);
      setNameDraft((n) => (n.auto || !n.value.trim() ? { value: fromFile, auto: true } : n));
      recordEvent('upload_asset_success', { kind });
    } catch (err) {
      if (controller.signal.aborted) return;
      recordEvent('upload_asset_failure', { kind });
      if (isInvalidFileError(err, kind)) {
        setUpload({ status: 'invalid', fileName: file.name, kind });
        return;
      }
      setUpload({ status: 'idle' });
      if (err instanceof ApiError) showErrorToast(err);
    }
  };

  const startCloning = async () => {
    if (upload.status !== 'uploaded' || !consent || clone.status === 'cloning') return;
    cancelWork();
    const controller = new AbortController();
    work.current = controller;
    setClone({ status: 'cloning', taskId: null });
    progress.start();
    recordEvent('clone_save_start', { provider, upload_type: uploadType });
    try {
      const task = await startClone({
        provider,
        uploadType,
        name: nameDraft.value.trim(),
        fileUri: upload.fileUri,
        userId,
      });
      setClone({ status: 'cloning', taskId: task.taskId });
      const sample = await pollCloneStatus({
        taskId: task.taskId,
        fetchStatus: getProcessingStatus,
        requireSample: uploadType === 'video',
        signal: controller.signal,
        onProgress: (estimate) => setClone({ status: 'cloning', taskId: task.taskId, estimate }),
      });
      progress.succeed();
      keptUnsaved.current = true;
      setClone({ status: 'done', taskId: task.taskId, ...sample });
    } catch (err) {
      if (controller.signal.aborted) return;
      recordEvent('clone_save_fail', { provider, stage: 'clone' });
      progress.fail();
      const message =
        err instanceof CloneError
          ? t(`voices.upload.failure.${err.failure}`)
          : err instanceof Error
            ? err.message
            : String(err);
      const detail = err instanceof CloneError ? err.detail : null;
      setClone({ status: 'failed', message, detail });
      // Clone calls toast their own refusals; polling failures and clone outcomes are told here.
      if (!(err instanceof ApiError) || err.kind !== 'business') {
        notify({ tone: 'error', title: t('voices.upload.failure.title'), text: message });
      }
    }
  };

  const save = async () => {
    if (clone.status !== 'done' || saving) return;
    setSaving(true);
    try {
      // The record the dialog already shows (asked once), or asked now.
      const id = clone.audioId ?? clone.taskId;
      const saved = await queryClient.fetchQuery({
        queryKey: savedVoiceKey(id),
        queryFn: () => getSaveInfo(id),
        staleTime: Number.POSITIVE_INFINITY,
      });
      const voice = toVoiceItem(saved);
      keptUnsaved.current = false;
      refreshVoiceLists(queryClient);
      onSaved(voice);
      recordEvent('clone_save_success', { provider, upload_type: uploadType });
    } catch {
      recordEvent('clone_save_fail', { provider, stage: 'save' });
      // Toasted by the call layer; Save stays available for another try.
    } finally {
      setSaving(false);
    }
  };

  return {
    uploadType,
    setUploadType,
    consent,
    setConsent,
    name: nameDraft.value,
    setName,
    provider,
    setProvider,
    upload,
    chooseFile,
    clone,
    progress: progress.progress,
    startCloning,
    save,
    saving,
  };
}
