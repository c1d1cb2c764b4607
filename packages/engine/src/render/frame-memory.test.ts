import { constants, PerformanceObserver } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { releaseFrameBuffers } from './frame-memory.js';

describe('releaseFrameBuffers', () => {
  it('runs a young-generation collection on the spot (which frees the dropped read-backs)', async () => {
    const kinds: number[] = [];
    const seen = new Promise<void>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // Node's gc entries carry their kind in `detail`, which the DOM-shaped type leaves out.
          kinds.push((entry as unknown as { detail: { kind: number } }).detail.kind);
        }
        if (kinds.includes(constants.NODE_PERFORMANCE_GC_MINOR)) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe({ entryTypes: ['gc'] });
    });
    releaseFrameBuffers();
    await seen;
    expect(kinds).toContain(constants.NODE_PERFORMANCE_GC_MINOR);
    // Not a full collection: that would cost milliseconds a frame on a large heap.
    expect(kinds).not.toContain(constants.NODE_PERFORMANCE_GC_MAJOR);
  });
});
