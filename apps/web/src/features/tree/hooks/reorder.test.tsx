import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, refuse } from '../../../test/fakeServer';
import { testQueryClient } from '../../../test/testQueryClient';
import { projectsOf, realFolders } from '../state/treeOps';
import type { Folder, Project } from '../state/treeTypes';
import { useCreationStore } from '../state/useCreationStore';
import { useMoveProject } from './useMoveProject';
import { useReorderFolders } from './useReorderFolders';

/**
 * The drop handlers of the sidebar and the card grid end in these two hooks; the drag gesture
 * itself is exercised in the browser (e2e/specs/tree-dnd.spec.ts).
 */
const folder = (id: string, sortOrder: number): Folder => ({
  id,
  name: id,
  sortOrder,
  projectNum: 0,
  isUncategorized: id === 'uncategorized',
  createdAt: '2026-01-01T00:00:00.000Z',
  latestVideoImage: null,
});
const project = (id: string, folderId: string | null, sortOrder: number): Project => ({
  id,
  name: id,
  sortOrder,
  folderId,
  createdAt: '2026-01-01T00:00:00.000Z',
  latestVideoImage: null,
});

function seed() {
  useCreationStore.getState().setTree('w1', {
    folders: [folder('a', 3), folder('b', 2), folder('c', 1), folder('uncategorized', 0)],
    projectsMap: {
      a: [project('a1', 'a', 1)],
      b: [],
      c: [],
      uncategorized: [project('u1', null, 3), project('u2', null, 2), project('u3', null, 1)],
    },
  });
}

type Hooks = {
  reorder: ReturnType<typeof useReorderFolders>;
  move: ReturnType<typeof useMoveProject>;
};

function Harness({ onReady }: { onReady(hooks: Hooks): void }) {
  const hooks = { reorder: useReorderFolders(), move: useMoveProject() };
  useEffect(() => onReady(hooks));
  return null;
}

function withHooks(): Promise<Hooks> {
  return new Promise((resolve) => {
    render(
      <QueryClientProvider client={testQueryClient()}>
        <Harness onReady={resolve} />
      </QueryClientProvider>,
    );
  });
}

const tree = () => useCreationStore.getState();
const folderOrder = () => realFolders(tree()).map((f) => f.id);
const group = (key: string) => projectsOf(tree(), key).map((p) => p.id);
const refused = () => refuse(1009, 'Please try again later.');

describe('reorder folders on drop (core.md §4)', () => {
  it('shows the order at once and sends it as descending positions', async () => {
    const net = fakeServer({ 'POST /sidebar/folder/sort': () => ok(null) });
    seed();
    const { reorder } = await withHooks();
    reorder(['c', 'a', 'b']);
    expect(folderOrder()).toEqual(['c', 'a', 'b']);
    await waitFor(() => expect(net.callsTo('POST /sidebar/folder/sort')).toHaveLength(1));
    expect(net.callsTo('POST /sidebar/folder/sort')[0].body).toEqual({
      folder_detail: [
        { id: 'c', sort_order: 3 },
        { id: 'a', sort_order: 2 },
        { id: 'b', sort_order: 1 },
      ],
    });
  });

  it('puts every folder back when the server refuses', async () => {
    fakeServer({ 'POST /sidebar/folder/sort': refused });
    seed();
    const { reorder } = await withHooks();
    reorder(['b', 'c', 'a']);
    expect(folderOrder()).toEqual(['b', 'c', 'a']);
    await waitFor(() => expect(folderOrder()).toEqual(['a', 'b', 'c']));
  });
});

describe('move or reorder a project on drop (core.md §4)', () => {
  it('reorders within a folder: a move to the same folder with its whole new order', async () => {
    const net = fakeServer({ 'POST /sidebar/project/move': () => ok(null) });
    seed();
    const { move } = await withHooks();
    move('u3', 'uncategorized', 0);
    expect(group('uncategorized')).toEqual(['u3', 'u1', 'u2']);
    await waitFor(() => expect(net.callsTo('POST /sidebar/project/move')).toHaveLength(1));
    expect(net.callsTo('POST /sidebar/project/move')[0].body).toEqual({
      project_id: 'u3',
      from_folder_id: null,
      to_folder_id: null,
      sort_detail: [
        { id: 'u3', sort_order: 3 },
        { id: 'u1', sort_order: 2 },
        { id: 'u2', sort_order: 1 },
      ],
    });
  });

  it('moves into another folder at the drop position and opens that folder', async () => {
    const net = fakeServer({ 'POST /sidebar/project/move': () => ok(null) });
    seed();
    const { move } = await withHooks();
    move('u2', 'a', 1);
    expect(group('a')).toEqual(['a1', 'u2']);
    expect(group('uncategorized')).toEqual(['u1', 'u3']);
    expect(tree().expandedFolders).toContain('a');
    await waitFor(() => expect(net.callsTo('POST /sidebar/project/move')).toHaveLength(1));
    expect(net.callsTo('POST /sidebar/project/move')[0].body).toMatchObject({
      project_id: 'u2',
      from_folder_id: null,
      to_folder_id: 'a',
      sort_detail: [
        { id: 'a1', sort_order: 2 },
        { id: 'u2', sort_order: 1 },
      ],
    });
  });

  it('a drop where the project already was sends nothing', async () => {
    const net = fakeServer({});
    seed();
    const { move } = await withHooks();
    move('u2', 'uncategorized', 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(net.calls).toHaveLength(0);
  });

  it('puts both folders back when the server refuses', async () => {
    fakeServer({ 'POST /sidebar/project/move': refused });
    seed();
    const { move } = await withHooks();
    move('u1', 'b', 0);
    expect(group('b')).toEqual(['u1']);
    await waitFor(() => expect(group('uncategorized')).toEqual(['u1', 'u2', 'u3']));
    expect(group('b')).toEqual([]);
    expect(projectsOf(tree(), 'uncategorized').map((p) => p.sortOrder)).toEqual([3, 2, 1]);
  });
});
