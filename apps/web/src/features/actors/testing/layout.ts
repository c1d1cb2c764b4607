/**
 * jsdom lays nothing out: every box is 0 px. These give elements the sizes a browser would,
 * so the virtualised grid has a viewport to fill and a scroll position to watch. They stand in
 * for the browser's layout, not for any of our code.
 */
export interface FakeLayout {
  width: number;
  height: number;
  /** Total height of scrolling content (the grid's scroller). */
  scrollHeight: number;
}

const keys = ['clientWidth', 'clientHeight', 'scrollHeight'] as const;

export function fakeLayout(layout: FakeLayout) {
  const proto = HTMLElement.prototype;
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => layout.width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => layout.height });
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get: () => layout.scrollHeight,
  });
  // Removing the own properties uncovers jsdom's getters on Element.prototype again.
  return () => {
    for (const k of keys) delete (proto as unknown as Record<string, unknown>)[k];
  };
}
