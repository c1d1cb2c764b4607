import { Code, MEDIA_LINK_TTL_MS } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { recordLatestVideoImage } from '../tree/latest-video-image';
import { listProjects, newProject } from '../tree/test-tree';
import { team } from './test-team';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Status and body of a link; the body is always read so no connection is left open. */
async function fetchLink(link: string) {
  const res = await fetch(`${server.url}${link}`);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()).toString() };
}

/** The thumbnail link of the workspace's one uncategorized project, as `who` lists it. */
async function thumbnailLink(token: string, workspaceId: string) {
  const list = await listProjects(server, token, workspaceId, 'uncategorized');
  const link = list.projects[0]?.latest_video_image;
  if (!link) throw new Error('no thumbnail link listed');
  return link;
}

describe('media links of a removed member', () => {
  it('stop working within twice MEDIA_LINK_TTL_MS of the removal, while the owner keeps fresh ones', async () => {
    const { owner, member, workspaceId } = await team(server);
    const project = await newProject(server, owner.token, workspaceId, null, 'Shared');
    const key = `thumbs/${project.id}.png`;
    await server.ctx.storage.put(key, Buffer.from('thumbnail bytes'), 'image/png');
    await recordLatestVideoImage(server.ctx.db, project.id, key, server.ctx.now());

    const held = await thumbnailLink(member.token, workspaceId);
    expect((await fetchLink(held)).status).toBe(200);
    // The bound is in the link itself: its expiry is at most two lifetimes away.
    const exp = Number(new URL(held, server.url).searchParams.get('exp'));
    expect(exp * 1000 - server.ctx.now()).toBeLessThanOrEqual(2 * MEDIA_LINK_TTL_MS);

    const removed = await server.call(
      'POST',
      '/users/remove-member',
      { member_id: member.id },
      { token: owner.token },
    );
    expect(removed.body.code).toBe(200);
    // The member can no longer list, and the link they kept dies within the bound.
    expect(
      (
        await server.call(
          'POST',
          '/sidebar/folder/projects',
          { workspace_id: workspaceId, folder_id: 'uncategorized' },
          { token: member.token },
        )
      ).body.code,
    ).toBe(Code.ACCESS_RESTRICTED);
    server.advanceClock(2 * MEDIA_LINK_TTL_MS + 1000);
    const late = await fetchLink(held);
    expect(late.status).toBe(403);
    expect(JSON.parse(late.body)).toMatchObject({ code: Code.ACCESS_RESTRICTED });

    // Listing re-signs: the owner's new link works at the same moment.
    const fresh = await thumbnailLink(owner.token, workspaceId);
    expect(fresh).not.toBe(held);
    const ok = await fetchLink(fresh);
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('thumbnail bytes');
  });
});
