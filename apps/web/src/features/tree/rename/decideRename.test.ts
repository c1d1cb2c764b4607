import { describe, expect, it } from 'vitest';
import { decideRename } from './decideRename';

describe('inline rename rules (core.md §5)', () => {
  it('refuses blank names', () => {
    expect(decideRename('Intro', '')).toEqual({ kind: 'empty' });
    expect(decideRename('Intro', '   \t ')).toEqual({ kind: 'empty' });
  });

  it('ignores names that are unchanged once trimmed', () => {
    expect(decideRename('Intro', 'Intro')).toEqual({ kind: 'unchanged' });
    expect(decideRename('Intro', '  Intro  ')).toEqual({ kind: 'unchanged' });
  });

  it('renames to the trimmed text', () => {
    expect(decideRename('Intro', '  Outro ')).toEqual({ kind: 'rename', name: 'Outro' });
    expect(decideRename('Intro', 'intro')).toEqual({ kind: 'rename', name: 'intro' });
  });
});
