import { ActorPickerDialog } from '../../../actors/ActorPickerDialog';
import { AudioSettingsDialog } from '../../../voices/AudioSettingsDialog';
import { scriptReady } from '../../model/checklist';
import { draftActorOf } from '../../state/draftActor';
import type { DraftScene } from '../../state/draftTypes';
import { useDraftStore } from '../../state/useDraftStore';
import type { SceneFocus } from './useSceneFocus';

/**
 * The actor picker and the audio settings for one scene: the same dialogs a single-scene draft
 * uses, with one actor to pick (a scene has one speaker).
 */
export function SceneDialogs({
  projectId,
  scenes,
  focus,
}: {
  projectId: string;
  scenes: DraftScene[];
  focus: SceneFocus;
}) {
  const store = useDraftStore.getState();
  const picking = scenes.find((s) => s.id === focus.picker);
  const tuning = scenes.find((s) => s.id === focus.audio?.sceneId);
  const speaker = tuning?.actor;
  return (
    <>
      <ActorPickerDialog
        open={Boolean(picking)}
        onOpenChange={(open) => !open && focus.closePicker()}
        // Starts empty: ticking one actor and adding it replaces the scene's.
        selectedActorIds={[]}
        maxActors={1}
        onConfirm={([actor]) => {
          if (!picking || !actor) return;
          // The same actor again keeps its voice and speed; another speaks with its default voice.
          const kept = picking.actor?.actor.id === actor.id ? picking.actor : null;
          store.setScene(projectId, picking.id, {
            actor: kept ? { ...kept, actor } : draftActorOf(actor),
          });
          focus.closePicker();
        }}
        fallbackFocus={picking ? focus.backTo(picking.id, 'actor') : undefined}
      />
      {tuning && speaker ? (
        <AudioSettingsDialog
          open
          onOpenChange={(open) => !open && focus.closeAudio()}
          fallbackFocus={focus.backTo(tuning.id, 'audio')}
          actor={speaker.actor}
          voice={speaker.audio}
          speed={speaker.playbackRate}
          autoPreview={focus.audio?.autoPreview}
          // Previewing the scene's script lets its render reuse that speech.
          script={scriptReady(tuning.text) ? tuning.text.trim() : undefined}
          onSave={({ voice, speed }) => {
            store.setScene(projectId, tuning.id, {
              actor: { ...speaker, audio: voice, playbackRate: speed },
            });
            store.markVerified([{ actorId: speaker.actor.id, voiceId: voice.id }]);
            focus.closeAudio();
          }}
        />
      ) : null}
    </>
  );
}
