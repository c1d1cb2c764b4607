import { useTranslation } from 'react-i18next';
import { formatPlayerTime } from '../../../ui/videoPlayerKeys';
import type { VideoResult } from '../model/videoResult';

/**
 * The scenes of a multi-scene video in the play modal (issue 27): how many and how long in all,
 * then each scene's actor, where it starts in the video (once finished) and its script.
 */
export function VideoScenes({
  scenes,
  duration,
}: {
  scenes: NonNullable<VideoResult['scenes']>;
  duration: number | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" data-testid="play-scenes">
      <p className="text-[13px] font-medium text-ink tabular-nums">
        {t('generation.scenes.count', { count: scenes.length })}
        {duration ? ` · ${formatPlayerTime(duration)}` : ''}
      </p>
      <ol className="flex max-h-[220px] flex-col gap-1.5 overflow-y-auto">
        {scenes.map((scene) => (
          <li key={scene.index} className="rounded-xl bg-canvas px-3 py-2">
            <span className="flex items-baseline justify-between gap-2 text-[12.5px]">
              <span className="truncate font-medium text-ink">
                {t('generation.play.sceneActor', {
                  number: scene.index + 1,
                  name: scene.actorName,
                })}
              </span>
              {scene.start !== null ? (
                <span className="shrink-0 text-ink-subtle tabular-nums">
                  {t('generation.play.sceneStart', { time: formatPlayerTime(scene.start) })}
                </span>
              ) : null}
            </span>
            <p className="mt-0.5 line-clamp-2 text-[12.5px] leading-5 text-ink-muted">
              {scene.text}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
