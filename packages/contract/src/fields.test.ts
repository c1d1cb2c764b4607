import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileReply } from './access';
import { camelize } from './case';
import { businessToasts, Code, httpStatusOf } from './errors';
import { emailInput, idInput, reqArray, reqString } from './fields';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
};

describe('reply field messages (core.md §5)', () => {
  it('required strings: missing, null and empty say "cannot be empty"; wrong type says "must be a string"', () => {
    const s = z.object({ email: reqString('Email') });
    expect(firstMessage(s, {})).toBe('Email cannot be empty');
    expect(firstMessage(s, { email: null })).toBe('Email cannot be empty');
    expect(firstMessage(s, { email: '' })).toBe('Email cannot be empty');
    expect(firstMessage(s, { email: 3 })).toBe('Email must be a string');
    expect(firstMessage(s, { email: 'a@b.co' })).toBeNull();
  });

  it('arrays and nested objects carry their own messages', () => {
    expect(firstMessage(reqArray('Folders', z.string()), null)).toBe('Folders cannot be empty');
    expect(firstMessage(reqArray('Folders', z.string()), 'x')).toBe('Folders must be an array');
    expect(firstMessage(profileReply, { id: 'u', email: 'a@b.co', username: 'a' })).toBe(
      'Workspace cannot be empty',
    );
    expect(
      firstMessage(profileReply, {
        id: '',
        email: 'a@b.co',
        username: 'a',
        latest_modified_workspace: { id: 'w' },
      }),
    ).toBe('ID cannot be empty');
  });

  it('request e-mails are trimmed, lower-cased and checked against the simple pattern', () => {
    expect(emailInput.parse('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(firstMessage(emailInput, '')).toBe('Email cannot be empty');
    expect(firstMessage(emailInput, 'ann@example')).toBe('Invalid email');
    expect(firstMessage(emailInput, 'a b@example.com')).toBe('Invalid email');
  });

  it('ids accept numbers from older clients but never blanks', () => {
    expect(idInput('ID').parse(42)).toBe('42');
    expect(firstMessage(idInput('Folder'), '  ')).toBe('Folder cannot be empty');
  });
});

describe('camelize', () => {
  it('converts nested keys and leaves values alone', () => {
    expect(
      camelize({
        latest_modified_workspace: { id: 'w_1' },
        member_count: 2,
        list: [{ sort_order: 1 }],
      }),
    ).toEqual({
      latestModifiedWorkspace: { id: 'w_1' },
      memberCount: 2,
      list: [{ sortOrder: 1 }],
    });
  });
});

describe('error catalogue', () => {
  it('every business code has an HTTP status, and only sign-in codes use 401', () => {
    for (const code of Object.values(Code)) expect(httpStatusOf[code]).toBeGreaterThanOrEqual(200);
    const unauthorized = Object.entries(httpStatusOf)
      .filter(([, s]) => s === 401)
      .map(([c]) => Number(c));
    expect(unauthorized.sort()).toEqual([Code.SIGN_IN_REQUIRED, Code.SESSION_EXPIRED]);
    expect(businessToasts[Code.ACCESS_RESTRICTED]).toEqual({
      title: 'Access Restricted',
      text: 'Insufficient permissions.',
    });
  });
});
