import { AlertTriangle, LifeBuoy, Loader2, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../config';
import { failReasonText } from '../../actors/failReasonText';
import { WorkEstimate } from '../../progress/WorkEstimate';
import type { LibraryActor } from './actorLibraryApi';
import { type LibraryCardState, madeFrom } from './actorState';

const overlay =
  'absolute inset-0 z-[2] flex flex-col items-center justify-center gap-2 px-3 text-center text-white';

/**
 * What covers the picture of an actor that is not ready (creation.md §2, §4): generating with
 * the image or video message and its usual time, failed (a click regenerates when a retry can
 * fix it), unusual (a link to support).
 */
export function ActorCardOverlay({
  actor,
  state,
  onRegenerate,
}: {
  actor: LibraryActor;
  state: LibraryCardState;
  onRegenerate(actor: LibraryActor): void;
}) {
  const { t } = useTranslation();
  if (state === 'generating') {
    const kind = madeFrom(actor);
    return (
      <div className={`${overlay} bg-[#17161f]/62`} role="status">
        <Loader2 className="size-6 animate-spin text-white/90" aria-hidden="true" />
        <span className="text-[13px] leading-4 font-semibold">
          {t(`assets.actors.generating.${kind}`)}
        </span>
        <WorkEstimate
          kind={kind === 'image' ? 'photoActor' : 'videoActor'}
          progress={actor.progress}
          bar
          className="text-[11.5px] leading-4 text-white/75"
        />
      </div>
    );
  }
  // What failed and why, the same whether or not a retry can fix it.
  const failure = (
    <>
      <AlertTriangle className="size-6 text-amber-300" aria-hidden="true" />
      <span className="text-[13px] leading-4 font-semibold">
        {t(`assets.actors.failed.${madeFrom(actor)}`)}
      </span>
      {actor.failReason ? (
        <span className="line-clamp-4 text-[11.5px] leading-4 text-white/75">
          {failReasonText(actor.failReason, t)}
        </span>
      ) : null}
    </>
  );
  if (state === 'failed' && actor.failRetryable === false) {
    // The engine refused the file itself: a retry would fail the same way (issue 24).
    return (
      <div className={`${overlay} bg-[#17161f]/72`} role="status">
        {failure}
        <span className="mt-1 text-[11.5px] leading-4 font-medium text-white/90">
          {t('assets.actors.failed.final')}
        </span>
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <button
        type="button"
        onClick={() => onRegenerate(actor)}
        aria-label={t('assets.actors.failed.regenerate', { name: actor.name })}
        className={`${overlay} group/failed cursor-pointer bg-[#17161f]/72`}
      >
        {failure}
        <span className="mt-1 flex items-center gap-1 rounded-full bg-white/15 px-2.5 py-1 text-[11.5px] font-medium transition-colors group-hover/failed:bg-white/25">
          <RotateCcw className="size-3" aria-hidden="true" />
          {t('assets.actors.failed.retry')}
        </span>
      </button>
    );
  }
  if (state === 'unusual') {
    return (
      <a
        href={appSettings().supportUrl}
        target="_blank"
        rel="noreferrer"
        className={`${overlay} bg-[#17161f]/75 hover:bg-[#17161f]/80`}
      >
        <LifeBuoy className="size-6 text-white/80" aria-hidden="true" />
        <span className="text-[12.5px] leading-4 font-medium">{t('assets.actors.unusual')}</span>
        <span className="rounded-full bg-white/15 px-2.5 py-1 text-[11.5px] font-medium">
          {t('assets.actors.unusualLink')}
        </span>
      </a>
    );
  }
  return null;
}
