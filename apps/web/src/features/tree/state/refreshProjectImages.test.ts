import { MEDIA_LINK_REFRESH_MS } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { treeServer } from '../testing/treeServer';
import { refreshProjectImages } from './refreshProjectImages';
import { findProject } from './treeOps';
import type { Project } from './treeTypes';
import { useCreationStore } from './useCreationStore';

const project = (id: string, image: string | null): Project => ({
  id,
  name: id,
  sortOrder: 1,
  folderId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  latestVideoImage: image,
});

const imageOf = (id: string) => {
  const { folders, projectsMap } = useCreationStore.getState();
  return findProject({ folders, projectsMap }, id)?.project.latestVideoImage;
};

describe('refreshProjectImages: a card whose picture link died gets a fresh one', () => {
  it('asks its folder again once and gives every card of it the fresh picture', async () => {
    const server = treeServer({
      projects: [
        { id: 'p1', name: 'p1', sort_order: 2, latest_video_image: '/media/p1.jpg?exp=2' },
        { id: 'p2', name: 'p2', sort_order: 1, latest_video_image: '/media/p2.jpg?exp=2' },
      ],
    });
    useCreationStore.getState().setTree('w1', {
      folders: [],
      projectsMap: {
        uncategorized: [project('p1', '/media/p1.jpg?exp=1'), project('p2', '/media/p2.jpg?exp=1')],
      },
    });
    const start = 1_000_000;
    // Two cards fail at once: one call for the folder.
    await Promise.all([refreshProjectImages('p1', start), refreshProjectImages('p2', start)]);
    expect(server.callsTo('POST /sidebar/folder/projects')).toHaveLength(1);
    expect(server.callsTo('POST /sidebar/folder/projects')[0].body).toMatchObject({
      workspace_id: 'w1',
      folder_id: 'uncategorized',
    });
    expect(imageOf('p1')).toBe('/media/p1.jpg?exp=2');
    expect(imageOf('p2')).toBe('/media/p2.jpg?exp=2');

    // A picture that fails again soon after (really gone) does not ask in a loop.
    await refreshProjectImages('p1', start + 1000);
    expect(server.callsTo('POST /sidebar/folder/projects')).toHaveLength(1);
    await refreshProjectImages('p1', start + MEDIA_LINK_REFRESH_MS);
    expect(server.callsTo('POST /sidebar/folder/projects')).toHaveLength(2);
  });
});
