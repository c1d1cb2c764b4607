/**
 * Browser APIs jsdom lacks that Radix Select and Slider use (pointer capture, scrolling the
 * chosen option into view, element size observation). They are stand-ins for the browser,
 * not for our code: jsdom lays nothing out, so there is nothing for them to do.
 */
export function fillBrowserGaps() {
  const proto = Element.prototype as Element & Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
