import { samePath } from '../paths';

/**
 * The path the creation pages treat as current: the last one asked for, even while the router
 * has not shown it yet. The router renders its locations in a transition, so a location asked
 * for earlier (a temp path's real id, say) can reach the screen after a later ask; that stale
 * render must not undo the later ask, or its server answer (which replaces the later path only
 * "if still there") would find the user elsewhere and leave a temp path in the address bar.
 */
export class PathTracker {
  private path: string;
  /** Paths asked for and not yet seen, oldest first. */
  private inFlight: string[] = [];
  /** The last location the router rendered: a re-render of it is not news. */
  private shown: string;

  constructor(initial: string) {
    this.path = initial;
    this.shown = initial;
  }

  current(): string {
    return this.path;
  }

  asked(path: string): void {
    this.path = path;
    this.inFlight.push(path);
  }

  /** The router rendered `pathname` (called on every render; only a change counts). */
  seen(pathname: string): void {
    if (pathname === this.shown) return;
    this.shown = pathname;
    const i = this.inFlight.findIndex((p) => samePath(p, pathname));
    if (i >= 0 && i < this.inFlight.length - 1) {
      // An earlier ask landing: a later one is still on its way.
      this.inFlight = this.inFlight.slice(i + 1);
      return;
    }
    // The last ask arrived, or a navigation of the user's own (a link, Back) overtook ours.
    this.inFlight = [];
    this.path = pathname;
  }
}
