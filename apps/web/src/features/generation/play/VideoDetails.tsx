import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar';
import { formatDate } from '../../../ui/formatDate';
import { videoFrameOf } from '../model/videoFrame';
import type { VideoResult } from '../model/videoResult';
import { CopyableId } from './CopyableId';
import { VideoScenes } from './VideoScenes';

function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={wide ? 'col-span-2 flex min-w-0 flex-col gap-1' : 'flex min-w-0 flex-col gap-1'}
    >
      <dt className="text-[11.5px] font-semibold tracking-wide text-ink-subtle uppercase">
        {label}
      </dt>
      <dd className="min-w-0 text-[13.5px] text-ink">{children}</dd>
    </div>
  );
}

/**
 * The play modal's side panel (creation.md §2): model, actor, voice, format, script, time and ids. The
 * model is said as the kind of voice ("Built-in voice", "ElevenLabs"), not the engine's name, and
 * the voice id is ours (what every call takes), not the engine's or provider's id for it.
 */
export function VideoDetails({ video }: { video: VideoResult }) {
  const { t } = useTranslation();
  const none = t('generation.play.none');
  const { format, resolution, width, height } = videoFrameOf(video);
  const frame = { format, resolution, width, height };
  return (
    <dl className="grid grid-cols-2 gap-x-5 gap-y-4">
      <Row label={t('generation.play.model')}>
        {video.voice
          ? t(`generation.play.models.${video.voice.provider}`, { defaultValue: none })
          : none}
      </Row>
      <Row label={t('generation.play.createdAt')}>
        <span className="tabular-nums">{formatDate(video.createdAt)}</span>
      </Row>
      <Row label={t('generation.play.actor')}>
        <span className="flex items-center gap-2">
          <Avatar name={video.actor.name} src={video.actor.imageUrl} size={24} />
          <span className="truncate font-medium">{video.actor.name}</span>
        </span>
      </Row>
      <Row label={t('generation.play.voice')}>{video.voice?.name ?? none}</Row>
      <Row label={t('generation.play.format')}>
        <span className="tabular-nums" data-testid="play-format">
          {t('generation.play.formatValue', frame)}
        </span>
      </Row>
      {/* A video of scenes lists them, each with its script, instead of scene 1's script. */}
      {video.scenes && video.scenes.length > 1 ? (
        <Row label={t('generation.play.scenes')} wide>
          <VideoScenes scenes={video.scenes} duration={video.duration} />
        </Row>
      ) : (
        <Row label={t('generation.play.script')} wide>
          <p
            data-testid="play-script"
            className="max-h-[168px] overflow-y-auto rounded-xl bg-canvas px-3 py-2.5 text-[13px] leading-5 whitespace-pre-wrap text-ink-muted"
          >
            {video.inputText}
          </p>
        </Row>
      )}
      <Row label={t('generation.play.actorId')}>
        <CopyableId label={t('generation.play.actorId')} value={video.actor.id} />
      </Row>
      <Row label={t('generation.play.voiceId')}>
        {video.voice ? (
          <CopyableId label={t('generation.play.voiceId')} value={video.voice.id} />
        ) : (
          none
        )}
      </Row>
    </dl>
  );
}
