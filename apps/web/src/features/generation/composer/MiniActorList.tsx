import clsx from 'clsx';
import { AudioLines, BadgeCheck, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar';
import type { DraftActor } from '../state/draftTypes';

/** "1.0", "0.8": speeds are shown with one decimal. */
export const speedLabel = (speed: number) => speed.toFixed(1);

/**
 * The mini actor list (creation.md §2): each attached actor with its chosen voice and speed
 * (opening the audio settings), a remove button, and an add-actor tile.
 */
export function MiniActorList({
  actors,
  verified,
  onAdd,
  onAudio,
  onRemove,
}: {
  actors: DraftActor[];
  verified(actor: DraftActor): boolean;
  onAdd(): void;
  onAudio(actorId: string): void;
  onRemove(actorId: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="px-2 pt-1 pb-2">
        <p className="text-[13.5px] font-semibold text-ink">{t('generation.actors.listTitle')}</p>
        <p className="text-[12.5px] text-ink-muted">{t('generation.actors.listHint')}</p>
      </div>
      <ul
        aria-label={t('generation.actors.label')}
        className="flex max-h-[320px] flex-col gap-0.5 overflow-y-auto"
      >
        {actors.map((a) => {
          const ok = verified(a);
          return (
            <li
              key={a.actor.id}
              className="group/row flex items-center gap-1 rounded-xl hover:bg-canvas"
            >
              <button
                type="button"
                onClick={() => onAudio(a.actor.id)}
                aria-label={t('generation.actors.audioSettings', { name: a.actor.name })}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
              >
                <Avatar
                  name={a.actor.name}
                  src={a.actor.imageUrl}
                  thumbnails={a.actor.imageThumbnails}
                  size={36}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-[13.5px] font-medium text-ink">
                    {a.actor.name}
                  </span>
                  <span
                    className={clsx(
                      'flex min-w-0 items-center gap-1 text-[12.5px]',
                      a.audio ? 'text-ink-muted' : 'text-danger',
                    )}
                  >
                    <AudioLines className="size-3.5 shrink-0" aria-hidden="true" />
                    {/* Two lines before an ellipsis: the speed at the end must stay readable. */}
                    <span className="line-clamp-2 break-words" data-testid="actor-voice">
                      {a.audio
                        ? t('generation.actors.voiceSpeed', {
                            voice: a.audio.name,
                            speed: speedLabel(a.playbackRate),
                          })
                        : t('generation.actors.noVoice')}
                    </span>
                  </span>
                </span>
                {a.audio ? (
                  <span
                    title={ok ? t('generation.actors.verified') : t('generation.actors.unverified')}
                    className={clsx(
                      'flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-[11.5px] font-medium',
                      ok ? 'bg-success/10 text-success' : 'bg-amber-50 text-amber-700',
                    )}
                  >
                    {ok ? <BadgeCheck className="size-3.5" aria-hidden="true" /> : null}
                    {ok ? t('generation.actors.verified') : t('generation.actors.unverified')}
                  </span>
                ) : null}
              </button>
              <button
                type="button"
                onClick={() => onRemove(a.actor.id)}
                aria-label={t('generation.actors.remove', { name: a.actor.name })}
                className="mr-1 flex size-7 shrink-0 items-center justify-center rounded-lg text-ink-subtle opacity-0 transition-opacity group-hover/row:opacity-100 hover:bg-white hover:text-ink focus-visible:opacity-100 max-md:size-10 max-md:opacity-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onAdd}
        className="mt-1 flex w-full items-center gap-3 rounded-xl border border-dashed border-line p-2 text-left text-[13.5px] font-medium text-ink-muted transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
      >
        <span className="flex size-9 items-center justify-center rounded-full bg-canvas">
          <Plus className="size-4" aria-hidden="true" />
        </span>
        {t('generation.actors.addOne')}
      </button>
    </div>
  );
}
