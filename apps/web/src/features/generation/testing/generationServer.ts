import { Code, VideoStatus } from '@talkreel/contract';
import { vi } from 'vitest';
import { type FakeReply, fakeServer, ok, refuse, type SeenCall } from '../../../test/fakeServer';
import { treeServer } from '../../tree/testing/treeServer';
import {
  type WireActor,
  type WireBrandKit,
  type WireVideo,
  type WireVoice,
  wireActor,
  wireBrandKit,
  wireStockBackgrounds,
  wireVideo,
  wireVoice,
} from './wireData';

type Handler = (call: SeenCall) => FakeReply | Promise<FakeReply>;
type Body = Record<string, unknown>;

const PROJECT = { id: 'p1', name: 'Launch video', sort_order: 1, folder_id: null };

/**
 * The calls of the project page, answered from memory like the creation server: the tree of
 * a product holding project "p1" (tree/testing/treeServer.ts) plus the video, actor and voice
 * calls. Any call can be replaced (held, refused) with `override`.
 */
export function generationServer(
  seed: {
    videos?: unknown[];
    actors?: WireActor[];
    voices?: WireVoice[];
    /** The workspace brand kit (wire fields over an empty kit). */
    brandKit?: Partial<WireBrandKit>;
  } = {},
) {
  const tree = treeServer({ projects: [PROJECT] });
  const treeFetch = globalThis.fetch;
  const videos: unknown[] = [...(seed.videos ?? [])];
  const actors = seed.actors ?? [wireActor()];
  const voices = seed.voices ?? [wireVoice()];
  const overrides: Record<string, Handler> = {};
  let made = 0;
  const body = (call: SeenCall) => (call.body ?? {}) as Body;
  const byId = (id: unknown) => videos.find((v) => (v as WireVideo).id === id) as WireVideo;

  const handlers: Record<string, Handler> = {
    'POST /video/videos-by-folder-project': () =>
      ok(videos.length ? { total: videos.length, videos } : null),
    'POST /video/audio-video/process-batch': (call) => {
      const tasks = body(call).tasks as Body[];
      const made_ = tasks.map((task) =>
        wireVideo({
          id: `made${++made}`,
          task_id: `made-task-${made}`,
          video_status: VideoStatus.IN_PROGRESS,
          video_url: null,
          compressed_video_url: null,
          poster_url: null,
          duration: null,
          input_text: String(task.text),
          actor: {
            id: String(task.actor_id),
            actor_model_id: String(task.actor_id),
            image_url: null,
            name: actors.find((a) => a.id === task.actor_id)?.name ?? 'Actor',
          },
          // A task of scenes is one video that lists them (issue 27), times known once finished.
          scenes: Array.isArray(task.scenes)
            ? (task.scenes as Body[]).map((scene, index) => ({
                index,
                start: null,
                duration: null,
                actor_id: String(scene.actor_id),
                actor_name: actors.find((a) => a.id === scene.actor_id)?.name ?? 'Actor',
                text: String(scene.text),
              }))
            : null,
          transition: Array.isArray(task.scenes) ? (task.transition as 'cut' | 'fade') : null,
        }),
      );
      videos.unshift(...made_);
      return ok({ total: made_.length, videos: made_ });
    },
    'POST /video/callback/result': (call) => {
      const video = videos.find((v) => (v as WireVideo).task_id === body(call).task_id);
      return video ? ok(video) : refuse(Code.NOT_FOUND, 'Video not found');
    },
    'POST /video/retry-failed-video': (call) => {
      const ids = (body(call).tasks as Body[]).map((t) => t.failed_video_id);
      for (const id of ids) Object.assign(byId(id), { video_status: VideoStatus.IN_PROGRESS });
      return ok({ total: ids.length, videos: ids.map(byId) });
    },
    'POST /video/delete': (call) => {
      const i = videos.findIndex((v) => (v as WireVideo).id === body(call).id);
      if (i < 0) return refuse(Code.NOT_FOUND, 'Video not found');
      videos.splice(i, 1);
      return ok(null);
    },
    'POST /actor/show': () =>
      ok({ page_size: 40, total: actors.length, total_pages: 1, current_page: 1, actors }),
    'POST /actor/toggle-starred': () => ok({ is_favorite: true }),
    'GET /audio/filter-options': () =>
      ok({
        gender: [
          { label: 'Male', value: 'male' },
          { label: 'Female', value: 'female' },
        ],
        age: [{ label: 'Young', value: 'young' }],
        languages: [{ label: 'English', value: 'en' }],
      }),
    'POST /audio/show': () =>
      ok({ page_size: 1000, total: voices.length, current_page: 1, audios: voices }),
    'POST /audio/toggle-starred': () => ok({ is_starred: true }),
    'POST /audio/tts/generate': (call) =>
      ok({
        actor_name: 'Nora',
        audio_url: '/media/tts/preview.mp3',
        id: 'tts1',
        model_name: 'espeak-ng',
        name: String(body(call).audio_name ?? 'Preview'),
        voice_tts_id: String(body(call).voice_id),
        duration: 3,
      }),
    'POST /users/update-first-dh-create': () => ok(null),
    'GET /brand-kit/detail': () => ok(wireBrandKit(seed.brandKit)),
    'GET /backgrounds/list': () => ok({ backgrounds: wireStockBackgrounds }),
  };

  // Looked up per request, so an override can also answer a call the server above lacks.
  const table = new Proxy({} as Record<string, Handler>, {
    get: (_, key: string) =>
      key in overrides || key in handlers
        ? (call: SeenCall) => (overrides[key] ?? handlers[key])(call)
        : undefined,
  });
  const net = fakeServer(table);
  const ours = globalThis.fetch;
  const isOurs = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    return key in handlers || key in overrides;
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    isOurs(input, init) ? ours(input, init) : treeFetch(input, init),
  );

  return {
    ...net,
    tree,
    videos,
    /** Answers `key` ("POST /video/delete") with `handler` from now on (null: as before). */
    override(key: keyof typeof handlers | string, handler: Handler | null) {
      if (handler) overrides[key] = handler;
      else delete overrides[key];
    },
  };
}
