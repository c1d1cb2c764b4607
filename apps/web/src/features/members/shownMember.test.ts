import { describe, expect, it } from 'vitest';
import { type Member, toShownMember } from './shownMember';

const member = (over: Partial<Member> = {}): Member => ({
  id: 'u2',
  username: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'member',
  avatar: null,
  status: 'active',
  inviteStatus: 'accepted',
  createdAt: '2026-03-01T10:00:00.000Z',
  workspaceId: 'w1',
  ...over,
});

describe('shown member (core.md §3)', () => {
  it('maps an accepted member with name, e-mail, avatar and join date', () => {
    expect(toShownMember(member({ avatar: '/media/a.png' }))).toEqual({
      id: 'u2',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      isOwner: false,
      roleLabel: 'member',
      inviteStatusLabel: null,
      avatar: '/media/a.png',
      joinDate: '2026-03-01T10:00:00.000Z',
    });
  });

  it('treats role owner and role admin as owner', () => {
    for (const role of ['owner', 'admin']) {
      expect(toShownMember(member({ role }))).toMatchObject({ isOwner: true, roleLabel: 'owner' });
    }
    expect(toShownMember(member({ role: 'editor' }))).toMatchObject({
      isOwner: false,
      roleLabel: 'member',
    });
  });

  it('labels a pending invitee "to be accepted"', () => {
    const pending = toShownMember(member({ inviteStatus: 'pending', status: 'pending' }));
    expect(pending.inviteStatusLabel).toBe('toBeAccepted');
    const expired = toShownMember(member({ inviteStatus: 'expired', status: 'pending' }));
    expect(expired.inviteStatusLabel).toBe('inviteExpired');
    expect(toShownMember(member({ inviteStatus: undefined })).inviteStatusLabel).toBeNull();
  });
});
