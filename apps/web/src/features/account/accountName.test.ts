import { describe, expect, it } from 'vitest';
import { joinUsername, namePartsOf, splitUsername } from './accountName';

describe('account name (core.md §3: first and last name joined by a space)', () => {
  it('splits at the first space', () => {
    expect(splitUsername('Ada Lovelace')).toEqual({ first: 'Ada', last: 'Lovelace' });
    expect(splitUsername('Ada King Lovelace')).toEqual({ first: 'Ada', last: 'King Lovelace' });
    expect(splitUsername(' ada ')).toEqual({ first: 'ada', last: '' });
    expect(splitUsername(null)).toEqual({ first: '', last: '' });
  });

  it('joins trimmed parts with one space, leaving out an empty one', () => {
    expect(joinUsername({ first: ' Ada ', last: ' Lovelace ' })).toBe('Ada Lovelace');
    expect(joinUsername({ first: 'Ada', last: '  ' })).toBe('Ada');
    expect(joinUsername({ first: '', last: 'Lovelace' })).toBe('Lovelace');
  });

  it('takes the parts as entered while they make up the username, else the split (issue 24)', () => {
    const mary = { username: 'Mary Ann Smith', firstName: 'Mary Ann', lastName: 'Smith' };
    expect(namePartsOf(mary)).toEqual({ first: 'Mary Ann', last: 'Smith' });
    // Renamed elsewhere (an agent), or an older server without parts: the username decides.
    expect(namePartsOf({ ...mary, username: 'Jo Doe' })).toEqual({ first: 'Jo', last: 'Doe' });
    expect(namePartsOf({ username: 'Mary Ann Smith' })).toEqual({
      first: 'Mary',
      last: 'Ann Smith',
    });
    expect(namePartsOf(null)).toEqual({ first: '', last: '' });
  });
});
