import { VideoStatus } from '@talkreel/contract';
import { listProjectVideos } from '../api/treeApi';

/** One file to put in the zip; `fallbackUrl` is tried when `url` cannot be fetched. */
export interface MediaItem {
  name: string;
  url: string;
  fallbackUrl?: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What "Download all medias" packs for a project: each finished video (its poster image when
 * the video itself cannot be fetched) and the project's latest video image. A project whose
 * video list cannot be read (none yet, or a failure) still gets its image.
 */
export async function collectProjectMedia(project: {
  id: string;
  latestVideoImage?: string | null;
}): Promise<MediaItem[]> {
  let videos: { videoUrl?: string | null; posterUrl?: string | null; videoStatus: number }[] = [];
  try {
    videos = (await listProjectVideos(project.id))?.videos ?? [];
  } catch (err) {
    console.warn('[download] video list unavailable, packing the project image only', err);
  }
  const items: MediaItem[] = [];
  videos
    .filter((v) => v.videoStatus === VideoStatus.FINISHED && (v.videoUrl || v.posterUrl))
    .forEach((v, i) => {
      const url = v.videoUrl || v.posterUrl || '';
      items.push({
        name: `video-${pad(i + 1)}.mp4`,
        url,
        fallbackUrl: v.videoUrl ? v.posterUrl : null,
      });
    });
  if (project.latestVideoImage) items.push({ name: 'cover.jpg', url: project.latestVideoImage });
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.url) && seen.add(item.url));
}
