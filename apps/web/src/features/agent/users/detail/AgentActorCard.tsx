import { ActorGenerateStatus } from '@talkreel/contract';
import { CircleAlert, Eye, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyableText } from '../../../../ui/CopyableText';
import { cardPoster } from '../../../../ui/posterSources';
import { failReasonText } from '../../../actors/failReasonText';
import type { UserActor } from './assetTypes';
import { InlineName } from './InlineName';
import { isGenerating } from './useUserAssets';

/** An actor card of the user detail (creation.md §2): name (inline rename), id, regenerate, preview. */
export function AgentActorCard({
  actor,
  onRename,
  onRegenerate,
  onPreview,
}: {
  actor: UserActor;
  onRename(name: string): void;
  onRegenerate(): void;
  onPreview(): void;
}) {
  const { t } = useTranslation();
  const generating = isGenerating(actor.generateStatus);
  const failed = actor.generateStatus > ActorGenerateStatus.READY;
  // Detail actor cards are at most 130 px wide (creation.md §9): thumbnails, not the poster.
  const picture = cardPoster(actor.imageUrl, actor.imageThumbnails, '130px');
  return (
    <div data-testid="agent-actor-card" className="min-w-0">
      <div className="relative aspect-[9/16] overflow-hidden rounded-lg bg-canvas">
        {picture ? (
          <img {...picture} alt="" className="size-full object-cover" loading="lazy" />
        ) : null}
        {generating ? (
          <div className="absolute inset-0 flex items-center justify-center bg-[#17161f]/55 p-2 text-center text-[11px] font-medium text-white">
            {t('agent.assets.generating')}
          </div>
        ) : null}
        {failed && actor.failRetryable === false ? (
          // A failure a retry cannot fix (no face, a bad file): the reason, not a Regenerate the
          // server would refuse.
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-[#17161f]/60 p-2 text-center text-[11px] font-medium text-white">
            <CircleAlert className="size-4" aria-hidden="true" />
            {actor.failReason ? failReasonText(actor.failReason, t) : t('actors.card.failed')}
          </div>
        ) : failed ? (
          <button
            type="button"
            onClick={onRegenerate}
            className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-[#17161f]/60 p-2 text-center text-[11px] font-medium text-white"
          >
            <RotateCw className="size-4" aria-hidden="true" />
            {t('agent.assets.regenerate')}
          </button>
        ) : null}
        {!generating && !failed ? (
          <button
            type="button"
            aria-label={t('agent.assets.preview', { name: actor.name })}
            onClick={onPreview}
            className="absolute inset-0 flex items-end justify-end bg-gradient-to-t from-black/35 to-transparent to-40% p-1.5 opacity-0 transition-opacity hover:opacity-100 focus-visible:opacity-100"
          >
            <span className="flex size-7 items-center justify-center rounded-full bg-white/90 text-ink">
              <Eye className="size-3.5" aria-hidden="true" />
            </span>
          </button>
        ) : null}
      </div>
      <InlineName
        name={actor.name}
        onRename={onRename}
        className="mt-1.5 text-[12.5px] font-medium text-ink"
      />
      <CopyableText text={actor.id} className="text-[11px] text-ink-subtle" />
    </div>
  );
}
