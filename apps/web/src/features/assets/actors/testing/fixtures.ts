import { ActorGenerateType, CustomActorStatus } from '@talkreel/contract';
import { actorRow } from '../../../actors/testing/fixtures';

/** An own actor as POST /video/user-actor-template-videos sends it (snake_case). */
export function myActorRow(n: number, name: string, over: Record<string, unknown> = {}) {
  return actorRow(n, {
    id: `own-${n}`,
    name,
    source: 'user_template',
    is_my_actor: true,
    generate_type: ActorGenerateType.IMAGE,
    generate_status: CustomActorStatus.READY,
    fail_reason: null,
    image_url: `/media/own/${n}/poster.jpg`,
    compressed_actor_default_video_url: `/media/own/${n}/idle-small.mp4`,
    full_actor_default_video_url: `/media/own/${n}/idle.mp4`,
    default_audio: null,
    ...over,
  });
}

/** A generating actor has no video yet. */
export const generatingRow = (n: number, name: string, over: Record<string, unknown> = {}) =>
  myActorRow(n, name, {
    generate_status: CustomActorStatus.PROCESSING,
    image_url: null,
    compressed_actor_default_video_url: null,
    full_actor_default_video_url: null,
    ...over,
  });

export const failedRow = (n: number, name: string, reason: string) =>
  myActorRow(n, name, {
    generate_status: CustomActorStatus.FAILED,
    fail_reason: reason,
    compressed_actor_default_video_url: null,
    full_actor_default_video_url: null,
  });

/** The list reply: every own actor on one page. */
export const myActorsPage = (rows: unknown[]) => ({
  page_size: 1000,
  total: rows.length,
  total_pages: 1,
  current_page: 1,
  actors: rows,
});
