import type { RenderTalkingVideoOptions, VideoBackground } from '@talkreel/engine';
import type { AppContext } from '../../../app-context';
import { brandForRender } from '../../brand-kit/brand-for-render';
import { fetchBackgroundFile } from './background-copy';
import type { StoredPicture } from './stored-picture';

/** The render options a video's picture gives (the rest, actor and speech, are the job's). */
export type PictureRenderOptions = Pick<
  RenderTalkingVideoOptions,
  'format' | 'resolution' | 'background' | 'layout' | 'logo' | 'captionStyle'
>;

/**
 * A stored picture as the engine's render options: an uploaded background's copy is fetched
 * into the work dir, and `brand: 'workspace'` brings the brand kit's logo and caption style
 * (a style chosen for the video wins over the kit's). Older rows render as they always did.
 */
export async function pictureRenderOptions(
  ctx: AppContext,
  video: { workspace_id: string },
  picture: StoredPicture,
  workDir: string,
): Promise<PictureRenderOptions> {
  const brand =
    picture.brand === 'workspace'
      ? await brandForRender(ctx, video.workspace_id, workDir)
      : undefined;
  const style = picture.caption_style ?? brand?.captionStyle;
  return {
    format: picture.format,
    resolution: picture.resolution,
    background: await engineBackground(ctx, picture, workDir),
    layout: picture.layout,
    logo: brand?.logo,
    captionStyle: style && {
      font: style.font,
      size: style.size,
      color: style.color,
      decoration: style.decoration,
      position: style.position,
      wordsPerLine: style.words_per_line,
    },
  };
}

async function engineBackground(
  ctx: AppContext,
  picture: StoredPicture,
  workDir: string,
): Promise<VideoBackground> {
  const { background } = picture;
  if (background.type !== 'image' && background.type !== 'video') {
    return background.type === 'actor' ? { type: 'actor' } : background;
  }
  const file = await fetchBackgroundFile(ctx, picture, workDir);
  if (!file) throw new Error('The video has no copy of its background file');
  return { type: background.type, value: file };
}
