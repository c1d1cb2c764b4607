import { describe, expect, it } from 'vitest';
import { checkInviteEmail, invitePatternMatches } from './inviteValidation';

const listed = [{ email: 'ada@example.com' }, { email: 'Grace@Example.com' }];

describe('invite e-mail (core.md §5)', () => {
  it('refuses an empty address first', () => {
    expect(checkInviteEmail('', listed)).toBe('email_empty');
    expect(checkInviteEmail('   ', listed)).toBe('email_empty');
  });

  it('refuses an address off the pattern, spaces included', () => {
    for (const bad of [
      'ada',
      'ada@example',
      'a da@example.com',
      ' ada@x.io',
      'ada@x.io ',
      'a@@b.co',
    ]) {
      expect(checkInviteEmail(bad, listed), bad).toBe('invalid_email');
      expect(invitePatternMatches(bad), bad).toBe(false);
    }
  });

  it('refuses an address already in the members list, whatever its case', () => {
    expect(checkInviteEmail('ada@example.com', listed)).toBe('email_exists');
    expect(checkInviteEmail('grace@example.COM', listed)).toBe('email_exists');
  });

  it("answers the viewer's own address with its own problem, before the list's (issue 24)", () => {
    expect(checkInviteEmail('ADA@example.com', listed, 'ada@example.com')).toBe('already_member');
    expect(checkInviteEmail('ada@example.com', [], 'Ada@Example.com')).toBe('already_member');
    expect(checkInviteEmail('grace@example.com', listed, 'ada@example.com')).toBe('email_exists');
  });

  it('lets an address whose invitation expired be invited again', () => {
    const withExpired = [
      ...listed,
      { email: 'old@example.com', inviteStatusLabel: 'inviteExpired' },
    ];
    expect(checkInviteEmail('old@example.com', withExpired)).toBeNull();
    const withPending = [
      ...listed,
      { email: 'new@example.com', inviteStatusLabel: 'toBeAccepted' },
    ];
    expect(checkInviteEmail('new@example.com', withPending)).toBe('email_exists');
  });

  it('accepts a new, well-formed address', () => {
    expect(checkInviteEmail('linus@example.org', listed)).toBeNull();
    expect(invitePatternMatches('linus@example.org')).toBe(true);
  });
});
