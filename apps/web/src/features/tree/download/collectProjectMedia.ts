import { VideoStatus } from '@talkreel/contract';
import { downloadNameOf } from '../../generation/model/downloadName';
import { listProjectVideos } from '../api/treeApi';

/** One file to put in the zip; `fallbackUrl` is tried when `url` cannot be fetched. */
export interface MediaItem {
  name: string;
  url: string;
  fallbackUrl?: string | null;
}

/**
 * What "Download all medias" packs for a project: each finished video (its poster image when
 * the video itself cannot be fetched) and the project's latest video image. A project whose
 * video list cannot be read (none yet, or a failure) still gets its image. Videos are named as
 * a single download names them (creation.md §9: actor, script start, the download's time).
 */
export async function collectProjectMedia(
  project: { id: string; latestVideoImage?: string | null },
  now: number = Date.now(),
): Promise<MediaItem[]> {
  let videos: {
    videoUrl?: string | null;
    posterUrl?: string | null;
    videoStatus: number;
    actor: { name: string };
    inputText: string;
  }[] = [];
  try {
    videos = (await listProjectVideos(project.id))?.videos ?? [];
  } catch (err) {
    console.warn('[download] video list unavailable, packing the project image only', err);
  }
  const items: MediaItem[] = [];
  videos
    .filter((v) => v.videoStatus === VideoStatus.FINISHED && (v.videoUrl || v.posterUrl))
    .forEach((v) => {
      const url = v.videoUrl || v.posterUrl || '';
      items.push({
        name: downloadNameOf(v, now),
        url,
        fallbackUrl: v.videoUrl ? v.posterUrl : null,
      });
    });
  if (project.latestVideoImage) items.push({ name: 'cover.jpg', url: project.latestVideoImage });
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.url) && seen.add(item.url));
}
