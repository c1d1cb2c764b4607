import clsx from 'clsx';
import { AudioLines, BadgeCheck, ChevronDown, UserPlus } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../ui/Avatar';
import type { DraftActor } from '../../state/draftTypes';
import { speedLabel } from '../MiniActorList';

/**
 * Who speaks a scene: the actor (opening the actor picker for this scene) and its voice and speed
 * (opening the audio settings, as the mini actor list does for a single-scene draft).
 */
export function SceneSpeaker({
  number,
  actor,
  verified,
  onChooseActor,
  onAudio,
  actorRef,
  audioRef,
}: {
  number: number;
  actor: DraftActor | null;
  verified: boolean;
  onChooseActor(): void;
  onAudio(): void;
  actorRef?: Ref<HTMLButtonElement>;
  audioRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  if (!actor) {
    return (
      <button
        ref={actorRef}
        type="button"
        onClick={onChooseActor}
        className="flex h-10 items-center gap-2 rounded-full border border-dashed border-[#d4d1e3] bg-white pr-4 pl-3 text-[13px] font-medium text-ink-muted transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
      >
        <UserPlus className="size-4" aria-hidden="true" />
        {t('generation.scenes.chooseActor')}
      </button>
    );
  }
  const { actor: who, audio, playbackRate } = actor;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1.5">
      <button
        ref={actorRef}
        type="button"
        onClick={onChooseActor}
        aria-label={t('generation.scenes.changeActor', { number, name: who.name })}
        className="flex h-10 min-w-0 items-center gap-2 rounded-full border border-line bg-white py-1 pr-2.5 pl-1 text-[13px] font-medium text-ink transition-colors hover:bg-canvas"
      >
        <Avatar name={who.name} src={who.imageUrl} thumbnails={who.imageThumbnails} size={30} />
        <span className="max-w-[160px] truncate" data-testid="scene-actor">
          {who.name}
        </span>
        <ChevronDown className="size-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />
      </button>
      <button
        ref={audioRef}
        type="button"
        onClick={onAudio}
        aria-label={t('generation.scenes.voiceOf', { number, name: who.name })}
        className={clsx(
          'flex h-10 min-w-0 items-center gap-1.5 rounded-full px-3 text-[12.5px] font-medium transition-colors hover:bg-white',
          audio ? 'text-ink-muted' : 'text-danger',
        )}
      >
        <AudioLines className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate" data-testid="scene-voice">
          {audio
            ? t('generation.actors.voiceSpeed', {
                voice: audio.name,
                speed: speedLabel(playbackRate),
              })
            : t('generation.actors.noVoice')}
        </span>
        {audio && verified ? (
          <span className="flex shrink-0 items-center text-success">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('generation.actors.verified')}</span>
          </span>
        ) : null}
      </button>
    </div>
  );
}
