import { describe, expect, it } from 'vitest';
import { actorDownloadName } from './downloadActor';
import { libraryColumns } from './libraryGrid';

describe('actor library model', () => {
  it('names a download {actor name}_{timestamp}.mp4, with characters file systems refuse replaced', () => {
    expect(actorDownloadName('Ada', 1_700_000_000_000)).toBe('Ada_1700000000000.mp4');
    expect(actorDownloadName('A/B: "C"', 5)).toBe('A_B_ _C__5.mp4');
    expect(actorDownloadName('  ', 5)).toBe('actor_5.mp4');
  });

  it('keeps cards between 120 and 192 px wide with 16 px gaps', () => {
    for (const width of [300, 500, 800, 1000, 1440, 1920]) {
      const { columns, cardWidth } = libraryColumns(width, 16);
      expect(cardWidth).toBeLessThanOrEqual(192);
      expect(cardWidth).toBeGreaterThanOrEqual(120);
      expect(columns * cardWidth + (columns - 1) * 16).toBeCloseTo(width);
    }
    // Narrower than one card: one column as wide as there is room.
    expect(libraryColumns(100, 16)).toEqual({ columns: 1, cardWidth: 100 });
  });
});
