import { describe, expect, it } from 'vitest';
import { PathTracker } from './pathTracker';

describe('PathTracker', () => {
  it('holds a path asked for until the router shows it', () => {
    const t = new PathTracker('/creation/folder/uncategorized/');
    t.asked('/creation/folder/folder_1/');
    expect(t.current()).toBe('/creation/folder/folder_1/');
    t.seen('/creation/folder/folder_1/');
    expect(t.current()).toBe('/creation/folder/folder_1/');
  });

  it('an earlier ask rendered after a later one does not undo the later one', () => {
    // First folder: temp path, then its real id; the second New folder is clicked before the
    // router has rendered the first folder's real path.
    const t = new PathTracker('/creation/folder/uncategorized/');
    t.asked('/creation/folder/folder_1/');
    t.asked('/creation/folder/f1/');
    t.asked('/creation/folder/folder_2/');
    t.seen('/creation/folder/f1');
    expect(t.current()).toBe('/creation/folder/folder_2/');
    t.asked('/creation/folder/f2/');
    t.seen('/creation/folder/folder_2/');
    expect(t.current()).toBe('/creation/folder/f2/');
    t.seen('/creation/folder/f2/');
    expect(t.current()).toBe('/creation/folder/f2/');
  });

  it("a navigation of the user's own overtakes the asks in flight", () => {
    const t = new PathTracker('/creation/product/');
    t.asked('/creation/folder/folder_1/');
    t.seen('/assets/actor/');
    expect(t.current()).toBe('/assets/actor/');
    // The ask that was overtaken no longer counts as on its way.
    t.seen('/creation/folder/folder_1/');
    expect(t.current()).toBe('/creation/folder/folder_1/');
  });
});
