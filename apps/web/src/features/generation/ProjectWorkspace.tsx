import { AUDIO_TOOLTIP_MS, MAX_ACTORS_PER_PROJECT, SCRIPT_HIGHLIGHT_MS } from '@talkreel/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notify } from '../../ui/toast';
import { ActorPickerDialog } from '../actors/ActorPickerDialog';
import { AudioSettingsDialog } from '../voices/AudioSettingsDialog';
import { Composer } from './composer/Composer';
import { useSceneAttention } from './composer/scenes/sceneAttention';
import { sceneChecklistOf } from './composer/scenes/sceneChecklist';
import { VerifyAudioHint } from './composer/VerifyAudioHint';
import './generation.css';
import { inFlightBatches } from './hooks/inFlightBatches';
import { useGenerateVideos } from './hooks/useGenerateVideos';
import { useKitCaptionStyle } from './hooks/useKitCaptionStyle';
import { useProjectFolderId } from './hooks/useProjectFolderId';
import { useProjectVideos } from './hooks/useProjectVideos';
import { useResultActions } from './hooks/useResultActions';
import { useTimedFlag } from './hooks/useTimedFlag';
import { checklistOf } from './model/checklist';
import { madePairsOf, remixActorOf, remixPictureOf, remixScenesOf } from './model/remixOf';
import { canPlay, type VideoResult } from './model/videoResult';
import { PlayModal } from './play/PlayModal';
import { ResultsSection } from './results/ResultsSection';
import { pairKey } from './state/draftActor';
import type { DraftActor } from './state/draftTypes';
import { pictureOf } from './state/pictureChoice';
import { useDraftStore, useProjectDraft } from './state/useDraftStore';

interface AudioTarget {
  actorId: string;
  autoPreview: boolean;
}

/**
 * The project page's generation area (creation.md §2 "Project page"): the script, the attached
 * actors and Generate, then the project's results with the play modal.
 */
export function ProjectWorkspace({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const draft = useProjectDraft(projectId);
  const store = useDraftStore.getState();
  const verifiedPairs = useDraftStore((s) => s.verifiedPairs);
  const folderId = useProjectFolderId(projectId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // The picker and the audio settings are often opened from the strip's popup, which closes
  // as they open, or from its placeholder, which the strip replaces once actors are added.
  const stripRef = useRef<HTMLButtonElement>(null);
  const backToStrip = () => stripRef.current;
  const [highlighted, highlight] = useTimedFlag<true>(SCRIPT_HIGHLIGHT_MS);
  const [hintName, showHint] = useTimedFlag<string>(AUDIO_TOOLTIP_MS);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [stripOpen, setStripOpen] = useState(false);
  const [audioTarget, setAudioTarget] = useState<AudioTarget | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  const videos = useProjectVideos(projectId);
  const actions = useResultActions(projectId);

  // Placeholders of a request this page no longer waits for (a reload mid-request) are dropped.
  useEffect(() => {
    const stale = useDraftStore
      .getState()
      .drafts[projectId]?.temporaryResults.filter((r) => !inFlightBatches.has(r.id));
    if (stale?.length)
      useDraftStore.getState().removeTemporary(
        projectId,
        stale.map((r) => r.id),
      );
  }, [projectId]);

  const verified = (a: DraftActor) =>
    Boolean(a.audio && verifiedPairs.includes(pairKey(a.actor.id, a.audio.id)));
  const checklist = draft.scenes
    ? sceneChecklistOf(draft.scenes, draft.transition, verifiedPairs)
    : checklistOf(draft.text, draft.actors, verifiedPairs);

  const openAudio = (actorId: string, autoPreview = false) => {
    setStripOpen(false);
    setAudioTarget({ actorId, autoPreview });
  };
  const kitCaptions = useKitCaptionStyle();
  const generate = useGenerateVideos(
    projectId,
    folderId,
    {
      onScriptMissing: () => {
        highlight(true);
        textareaRef.current?.focus();
      },
      onActorMissing: () => {
        notify({
          tone: 'info',
          title: t('generation.actors.missingToast'),
          text: t('generation.actors.missingToastText'),
        });
        setPickerOpen(true);
      },
      onAudioNeeded: (actorId, { autoPreview }) => {
        openAudio(actorId, autoPreview);
        if (autoPreview) {
          const name = useDraftStore
            .getState()
            .drafts[projectId]?.actors.find((a) => a.actor.id === actorId)?.actor.name;
          showHint(name ?? '');
        }
      },
    },
    kitCaptions,
  );

  const audioActor = audioTarget
    ? draft.actors.find((a) => a.actor.id === audioTarget.actorId)
    : undefined;
  const playable = useMemo(() => videos.results.filter(canPlay), [videos.results]);
  const playIndex = playable.findIndex((v) => v.id === playing);

  const remix = (video: VideoResult) => {
    const scenes = remixScenesOf(video, draft.picture);
    const look = scenes ?? remixPictureOf(video, draft.picture);
    if (scenes) store.remixScenes(projectId, scenes);
    else {
      store.remix(projectId, video.inputText, remixActorOf(video));
      store.setPicture(projectId, look.picture);
    }
    if (look.burnCaptions !== undefined) store.setBurnCaptions(projectId, look.burnCaptions);
    // The video was made, so the server had these actors and voices verified.
    const pairs = madePairsOf(video, scenes);
    if (pairs.length) store.markVerified(pairs);
    setPlaying(null);
    notify({
      tone: 'success',
      title: scenes
        ? t('generation.play.remixedScenes', { count: scenes.scenes.length })
        : t(video.picture ? 'generation.play.remixedWithPicture' : 'generation.play.remixed'),
      text: scenes?.needActor.length
        ? t('generation.play.remixedNeedsActor', {
            count: scenes.needActor.length,
            scenes: scenes.needActor.join(', '),
          })
        : t('generation.play.remixedText'),
    });
    if (look.uploadGone)
      notify({
        tone: 'info',
        title: t('generation.play.remixedUploadGone'),
        text: t('generation.play.remixedUploadGoneText'),
      });
    // The scene list puts the cursor in scene 1's script once it is drawn.
    if (scenes) useSceneAttention.getState().ask(scenes.scenes[0].id, 'focus');
    else
      requestAnimationFrame(() => {
        textareaRef.current?.focus();
        textareaRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      });
  };

  return (
    <div className="mx-auto w-full max-w-[1120px] flex-1 px-8 pt-6 pb-16 max-md:px-3 max-md:pt-3">
      <Composer
        key={projectId}
        projectId={projectId}
        text={draft.text}
        onTextChange={(text) => store.setText(projectId, text)}
        highlighted={highlighted !== null}
        textareaRef={textareaRef}
        stripRef={stripRef}
        actors={draft.actors}
        verified={verified}
        stripOpen={stripOpen}
        onStripOpenChange={setStripOpen}
        onAddActors={() => {
          setStripOpen(false);
          setPickerOpen(true);
        }}
        onAudio={(actorId) => openAudio(actorId)}
        onRemoveActor={(actorId) => store.removeActor(projectId, actorId)}
        checklist={checklist}
        onGenerate={generate.request}
        verifying={generate.verifying}
        burnCaptions={draft.burnCaptions ?? false}
        onBurnCaptionsChange={(burn) => store.setBurnCaptions(projectId, burn)}
        picture={pictureOf(draft.picture)}
        onPictureChange={(change) => store.setPicture(projectId, change)}
      />

      <ResultsSection
        results={videos.results}
        loaded={videos.loaded}
        failed={videos.failed}
        onRetryLoad={() => void videos.retry()}
        onOpen={(video) => setPlaying(video.id)}
        onRetry={(video) => void actions.retry(video)}
        onDownload={(video) => void actions.download(video)}
        onRemove={(video) => void actions.remove(video)}
      />

      {playIndex >= 0 ? (
        <PlayModal
          videos={playable}
          index={playIndex}
          onIndexChange={(i) => setPlaying(playable[i]?.id ?? null)}
          onClose={() => setPlaying(null)}
          onRemix={remix}
          onDownload={(video) => void actions.download(video)}
        />
      ) : null}

      <ActorPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        selectedActorIds={draft.actors.map((a) => a.actor.id)}
        maxActors={MAX_ACTORS_PER_PROJECT}
        onConfirm={(picked) => {
          store.setPicked(projectId, picked);
          setPickerOpen(false);
        }}
        fallbackFocus={backToStrip}
      />

      {audioActor ? (
        <AudioSettingsDialog
          open
          onOpenChange={(open) => !open && setAudioTarget(null)}
          fallbackFocus={backToStrip}
          actor={audioActor.actor}
          voice={audioActor.audio}
          speed={audioActor.playbackRate}
          autoPreview={audioTarget?.autoPreview}
          // Previewing the script itself lets the video reuse that speech.
          script={checklist.script ? draft.text.trim() : undefined}
          onSave={({ voice, speed }) => {
            store.setActorAudio(projectId, audioActor.actor.id, {
              audio: voice,
              playbackRate: speed,
            });
            // The dialog saves only a pair it has just heard a preview of.
            store.markVerified([{ actorId: audioActor.actor.id, voiceId: voice.id }]);
            setAudioTarget(null);
          }}
        />
      ) : null}

      <ConfirmDialog
        open={generate.confirming}
        onOpenChange={generate.setConfirming}
        onConfirm={generate.confirm}
        tone="primary"
        title={t('generation.generate.confirmTitle', { count: draft.actors.length })}
        description={t('generation.generate.confirmText', { count: draft.actors.length })}
        confirmLabel={t('generation.generate.confirmButton')}
      />

      <VerifyAudioHint actorName={hintName} />
    </div>
  );
}
