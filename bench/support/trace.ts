import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';

// Tasks only, with their thread CPU time; enough to find the page's main-thread tasks.
const TASKS = ['toplevel'];
// What DevTools' Performance panel records: tasks, style, layout, paint, script and frames.
const DETAILED = [
  ...TASKS,
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'cc',
];

/** Starts a Chromium trace of the page through the DevTools protocol. */
export async function startTrace(cdp: CDPSession, detailed: boolean): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      recordMode: 'recordAsMuchAsPossible',
      includedCategories: detailed ? DETAILED : TASKS,
    },
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread CPU time of a complete event, in microseconds. */
  tdur?: number;
  args?: { name?: string };
}

/** Ends the trace; writes it to `file` when given (chrome://tracing and DevTools read it). */
export async function endTrace(cdp: CDPSession, file?: string): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')),
  );
  await cdp.send('Tracing.end');
  const stream = await done;
  const chunks: Buffer[] = [];
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    chunks.push(Buffer.from(chunk.data, chunk.base64Encoded ? 'base64' : 'utf8'));
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const text = Buffer.concat(chunks).toString('utf8');
  if (file) writeFileSync(file, text);
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

// The scheduler's task event and DevTools' name for the same task.
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

export interface MainTask {
  wallMs: number;
  cpuMs: number;
}

/** Only the outermost event of each task (the task names nest inside one another), in order. */
function outermost(list: TraceEvent[]): MainTask[] {
  list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: MainTask[] = [];
  let end = -1;
  for (const e of list) {
    if (e.ts < end) continue;
    end = e.ts + (e.dur ?? 0);
    tasks.push({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 });
  }
  return tasks;
}

/** The tasks of every thread called `name` (in any process), each thread's list keyed by pid:tid. */
function tasksOfThreads(events: TraceEvent[], name: string): Map<string, TraceEvent[]> {
  const threads = new Set<string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === name)
      threads.add(`${e.pid}:${e.tid}`);
  }
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !TASK_NAMES.has(e.name) || !threads.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  return byThread;
}

/**
 * The top-level tasks of the page's main thread (the renderer thread with the most tasks), with
 * their wall time and the CPU time the thread really ran. On a loaded machine the two differ by
 * the time the thread waited for a core; the CPU time is what the page itself asked for.
 */
export function mainThreadTasks(events: TraceEvent[]): MainTask[] {
  const lists = [...tasksOfThreads(events, 'CrRendererMain').values()];
  return outermost(lists.sort((a, b) => b.length - a.length)[0] ?? []);
}

/**
 * CPU time of the browser's compositor (Viz, which draws every frame; in software where there is
 * no GPU), in milliseconds: it shares the cores with the page's main thread, so a costly frame
 * (a full-screen backdrop blur, say) shows up there as long tasks of the page.
 */
export function compositorCpuMs(events: TraceEvent[]): number {
  let sum = 0;
  for (const list of tasksOfThreads(events, 'VizCompositorThread').values())
    for (const task of outermost(list)) sum += task.cpuMs;
  return sum;
}
