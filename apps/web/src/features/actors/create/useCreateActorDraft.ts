import { VIDEO_CROP_MIN_WIDTH } from '@talkreel/contract';
import { useState } from 'react';
import type { VoiceItem } from '../../voices/types';
import { useFirstDhMarker } from '../../voices/useFirstDhMarker';
import { type CropBox, initialBox, toPhotoCrop, toVideoPoints } from './cropGeometry';
import { useActorNameCheck } from './useActorNameCheck';
import { type ActorMediaKind, useActorUpload } from './useActorUpload';
import { useCreateActor } from './useCreateActor';
import { useDefaultActorName } from './useDefaultActorName';
import { useOwnVoices } from './useOwnVoices';
import { useVerifyActorFile } from './useVerifyActorFile';
import type { ChosenVoice } from './VoiceChoice';

export type CreateActorStep = 0 | 1 | 2 | 3;

/**
 * The custom digital human draft (creation.md §3) and the create-actor steps (§4): 0 upload,
 * 1 uploading, 2 the file is in (crop, consent, name, voice), 3 name and voice present. It
 * lives as long as the dialog is open, so closing starts the next opening at step 0.
 */
export function useCreateActorDraft({
  userId,
  duplicateCheckDelayMs,
  onCreated,
}: {
  userId: string;
  duplicateCheckDelayMs: number;
  onCreated(templateId: string): void;
}) {
  const [kind, setKindState] = useState<ActorMediaKind>('image');
  const [consent, setConsent] = useState(false);
  const { upload, media, choose, clear } = useActorUpload();
  const [crop, setCrop] = useState<CropBox | null>(null);
  const [cropOpen, setCropOpen] = useState(false);
  const [page, setPage] = useState<'media' | 'details'>('media');
  const { name, setName } = useDefaultActorName(userId);
  const nameCheck = useActorNameCheck(name, duplicateCheckDelayMs, userId);
  const [voice, setVoice] = useState<ChosenVoice | null>(null);
  const voices = useOwnVoices(userId);
  const { creating, create } = useCreateActor(onCreated);
  const markFirstDh = useFirstDhMarker(true);
  const { verify, stateOf } = useVerifyActorFile();

  const uploading = upload.status === 'uploading';
  const step: CreateActorStep = uploading ? 1 : !media ? 0 : name.trim() && voice ? 3 : 2;

  const setKind = (next: ActorMediaKind) => {
    if (uploading || media || next === kind) return;
    clear();
    setKindState(next);
  };

  /** Consent comes first (creation.md §5); a photo is cropped after its upload. */
  const chooseFile = async (file: File) => {
    if (!consent || uploading || creating) return;
    setCrop(null);
    const done = await choose(file, kind);
    if (!done) return;
    if (done.kind === 'image') setCropOpen(true);
    else setCrop(initialBox(done.size, VIDEO_CROP_MIN_WIDTH));
  };

  const replace = () => {
    clear();
    setCrop(null);
  };

  const chooseVoice = (next: ChosenVoice) => {
    setVoice(next);
    markFirstDh();
  };
  const voiceSaved = (saved: VoiceItem) => chooseVoice({ id: saved.id, name: saved.name });
  /** A library voice or one of My Voices (the server takes either by its id). */
  const libraryVoiceChosen = (picked: VoiceItem) =>
    chooseVoice({
      id: picked.id,
      name: picked.name,
      library: { sampleUrl: picked.audioUrl ?? null },
    });

  // What the Verify step sends: the file and its crop in the file's own pixels.
  const checked =
    media && crop
      ? media.kind === 'image'
        ? {
            userId,
            fileUri: media.fileUri,
            kind: 'image' as const,
            crop: toPhotoCrop(crop, media.size),
          }
        : {
            userId,
            fileUri: media.fileUri,
            kind: 'video' as const,
            crop: toVideoPoints(crop, media.size),
          }
      : null;
  const verified = stateOf(checked);
  const checking = verified?.status === 'checking';
  const canNext = media !== null && crop !== null && consent && !checking;

  /** Verify (issue 24): the server's engine checks pass before the details page opens. */
  const next = async () => {
    if (!canNext || !checked) return;
    if (await verify(checked)) setPage('details');
  };
  // The name must be confirmed free first (creation.md §5): Create waits out the check's pause
  // instead of sending a name the server may refuse. A check that failed does not hold it: the
  // create call checks the name again.
  const nameCleared = nameCheck === 'free' || nameCheck === 'error';
  const canCreate = canNext && page === 'details' && step === 3 && nameCleared && !creating;

  const submit = () => {
    if (!canCreate || !checked || !voice) return;
    void create({ ...checked, name: name.trim(), voice });
  };

  return {
    step,
    page,
    next: () => void next(),
    checking,
    refusal: verified?.status === 'refused' ? verified.reason : null,
    back: () => setPage('media'),
    kind,
    setKind,
    consent,
    setConsent,
    upload,
    media,
    chooseFile,
    replace,
    crop,
    setCrop,
    cropOpen,
    setCropOpen,
    name,
    setName,
    nameCheck,
    voice,
    chooseVoice,
    voiceSaved,
    libraryVoiceChosen,
    voices: voices.data ?? [],
    voicesLoading: voices.isPending,
    markFirstDh,
    canNext,
    canCreate,
    creating,
    submit,
  };
}
