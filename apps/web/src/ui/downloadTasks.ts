import { create } from 'zustand';

export type DownloadStatus = 'progress' | 'done' | 'error';

export interface DownloadTask {
  id: string;
  /** What is being downloaded, as the user knows it (a project name, a file name). */
  name: string;
  /** 0-100. */
  progress: number;
  status: DownloadStatus;
}

/** How long a finished task stays on the badge before it goes away. */
export const DONE_VISIBLE_MS = 2_000;
export const ERROR_VISIBLE_MS = 4_000;

interface DownloadTasksState {
  tasks: DownloadTask[];
  start(name: string): string;
  update(id: string, progress: number): void;
  finish(id: string, status: 'done' | 'error'): void;
  remove(id: string): void;
}

let seq = 0;

/**
 * Downloads in flight for the progress badge (core.md §2 shared UI, §4 project downloads):
 * a task goes from progress to done or error, then leaves the badge after a moment.
 */
export const useDownloadTasks = create<DownloadTasksState>()((set, get) => ({
  tasks: [],
  start: (name) => {
    const id = `download_${Date.now()}_${seq++}`;
    set((s) => ({ tasks: [...s.tasks, { id, name, progress: 0, status: 'progress' }] }));
    return id;
  },
  update: (id, progress) =>
    set((s) => ({
      tasks: s.tasks.map((t) =>
        t.id === id && t.status === 'progress'
          ? { ...t, progress: Math.max(0, Math.min(100, Math.round(progress))) }
          : t,
      ),
    })),
  finish: (id, status) => {
    set((s) => ({
      tasks: s.tasks.map((t) =>
        t.id === id ? { ...t, status, progress: status === 'done' ? 100 : t.progress } : t,
      ),
    }));
    setTimeout(() => get().remove(id), status === 'done' ? DONE_VISIBLE_MS : ERROR_VISIBLE_MS);
  },
  remove: (id) => set((s) => ({ tasks: s.tasks.filter((t) => t.id !== id) })),
}));
