import { useSyncExternalStore } from 'react';

/**
 * Tailwind's `md` breakpoint (48rem, 768 px): narrower than this the signed-in shell takes its
 * phone layout. The `md:` and `max-md:` classes of the shell and the area sidebars follow it.
 */
const WIDE_QUERY = '(min-width: 48rem)';

// jsdom (component tests) has no matchMedia: the layout there is the desktop one.
const wideQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;

function subscribe(onChange: () => void) {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isCompact = () => {
  const query = wideQuery();
  return query ? !query.matches : false;
};

/** Whether the screen is phone-narrow (below `md`), following rotations and window resizes. */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(subscribe, isCompact, () => false);
}
