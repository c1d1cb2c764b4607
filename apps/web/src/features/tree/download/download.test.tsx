import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fakeServer';
import { useDownloadTasks } from '../../../ui/downloadTasks';
import { loadedSidebar, openCreation } from '../testing/openCreation';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const MP4 = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0];

const video = (
  id: string,
  status: number,
  videoUrl: string | null,
  posterUrl: string | null,
  actorName = 'Ava',
  inputText = 'Hello there',
) => ({
  id,
  task_id: `t-${id}`,
  project_id: 'p1',
  video_status: status,
  video_url: videoUrl,
  compressed_video_url: null,
  poster_url: posterUrl,
  srt_url: null,
  duration: 4,
  created_at: '2026-03-04T08:09:00.000Z',
  input_text: inputText,
  error_message: null,
  actor: { id: 'a1', actor_model_id: 'm1', image_url: null, name: actorName },
  voice: null,
});

/** Media files served by URL next to the fake API; unknown ones are 404. */
function serveMedia(files: Record<string, number[]>) {
  const api = globalThis.fetch;
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/media/')) return api(input, init);
    fetched.push(url.pathname);
    const bytes = files[url.pathname];
    if (!bytes) return new Response('missing', { status: 404 });
    // A little padding so the zip has something to compress.
    const body = new Uint8Array([...bytes, ...new Array(4096).fill(7)]);
    return new Response(body, {
      headers: {
        'content-length': String(body.length),
        'content-type': 'application/octet-stream',
      },
    });
  });
  return fetched;
}

/** What the browser is asked to save: the Blob and the download name. */
function captureSaves() {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, name: this.download });
  });
  return saved;
}

/** jsdom's Blob cannot give its bytes directly; FileReader can. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

afterEach(() => {
  useDownloadTasks.setState({ tasks: [] });
});

async function downloadFromHeader(name: string) {
  const user = userEvent.setup();
  await loadedSidebar();
  const header = (await screen.findByRole('heading', { name })).closest('header') as HTMLElement;
  await user.click(within(header).getByRole('button', { name: `More actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Download all medias' }));
}

const project = {
  projects: [
    {
      id: 'p1',
      name: 'Launch: v1',
      sort_order: 1,
      folder_id: null,
      latest_video_image: '/media/cover.bin',
    },
  ],
};

describe('download all medias (core.md §4, §5, §9)', () => {
  it('zips each finished video (its image when the video fails) and the project image, named by their bytes', async () => {
    const { server } = await openCreation('/creation/project/p1/', project);
    server.override('POST /video/videos-by-folder-project', () =>
      ok({
        total: 3,
        videos: [
          video('v1', 2, '/media/v1.mp4', '/media/v1.jpg'),
          video(
            'v2',
            2,
            '/media/gone.mp4',
            '/media/v2-poster.mp4',
            'Omar',
            'Spring launch: 2 new voices',
          ),
          video('v3', 1, null, null),
        ],
      }),
    );
    const fetched = serveMedia({
      '/media/v1.mp4': MP4,
      '/media/v2-poster.mp4': JPEG,
      '/media/cover.bin': PNG,
    });
    const saved = captureSaves();
    // The download's moment, which single downloads also put in their names.
    const now = Date.UTC(2026, 3, 1, 9, 30);
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const progress: number[] = [];
    useDownloadTasks.subscribe((s) => {
      const p = s.tasks[0]?.progress;
      if (p !== undefined && p !== progress.at(-1)) progress.push(p);
    });

    await downloadFromHeader('Launch: v1');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('Launch_ v1.zip');
    const zip = await JSZip.loadAsync(await bytesOf(saved[0].blob));
    // Named as single downloads are (issue 7): actor, script start, time; the image keeps its kind.
    expect(Object.keys(zip.files).sort()).toEqual([
      `Ava_Hello_there_${now}.mp4`,
      `Omar_Spring_launch__2_new_${now}.jpg`,
      'cover.png',
    ]);
    const cover = await zip.file('cover.png')?.async('uint8array');
    expect([...(cover ?? []).slice(0, 8)]).toEqual(PNG.slice(0, 8));
    // The failed video was retried with its image URL.
    expect(fetched).toEqual(
      expect.arrayContaining([
        '/media/v1.mp4',
        '/media/gone.mp4',
        '/media/v2-poster.mp4',
        '/media/cover.bin',
      ]),
    );
    expect(server.callsTo('POST /video/videos-by-folder-project')[0].body).toEqual({
      project_id: 'p1',
      current_page: 1,
      page_size: 1000,
    });

    // Progress only climbs, stays under 100 until the zip is ready, then the badge says done.
    expect(progress.at(-1)).toBe(100);
    expect(progress.slice(0, -1).every((p) => p < 100)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(
      await screen.findByRole('status', { name: 'Launch: v1 downloaded' }),
    ).toBeInTheDocument();
  });

  it('packs the project image when the video list cannot be read', async () => {
    await openCreation('/creation/project/p1/', project);
    serveMedia({ '/media/cover.bin': JPEG });
    const saved = captureSaves();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await downloadFromHeader('Launch: v1');
    await waitFor(() => expect(saved).toHaveLength(1));
    const zip = await JSZip.loadAsync(await bytesOf(saved[0].blob));
    expect(Object.keys(zip.files)).toEqual(['cover.jpg']);
  });

  it('says so when there is nothing to download yet', async () => {
    const { server } = await openCreation('/creation/project/p2/', {
      projects: [{ id: 'p2', name: 'Empty', sort_order: 1, folder_id: null }],
    });
    server.override('POST /video/videos-by-folder-project', () => ok(null));
    const saved = captureSaves();
    await downloadFromHeader('Empty');
    expect(await screen.findByText('Nothing to download yet')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(useDownloadTasks.getState().tasks).toHaveLength(0);
  });

  it('marks the task failed when no file can be fetched', async () => {
    await openCreation('/creation/project/p1/', project);
    serveMedia({});
    const saved = captureSaves();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await downloadFromHeader('Launch: v1');
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(
      await screen.findByRole('status', { name: 'Download of Launch: v1 failed' }),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
