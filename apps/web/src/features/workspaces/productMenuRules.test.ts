import { describe, expect, it } from 'vitest';
import { productLetter, productMenuRules } from './productMenuRules';

describe('product menu rules (core.md §6)', () => {
  it('lets an owner or admin of one of several products rename and delete', () => {
    expect(productMenuRules('owner', 2)).toEqual({ canRename: true, canDelete: true });
    expect(productMenuRules('admin', 5)).toEqual({ canRename: true, canDelete: true });
  });

  it('lets a member only rename, however many products there are', () => {
    expect(productMenuRules('member', 3)).toEqual({ canRename: true, canDelete: false });
  });

  it('never offers to delete a sole product, even to its owner', () => {
    expect(productMenuRules('owner', 1)).toEqual({ canRename: true, canDelete: false });
  });
});

describe('product icon', () => {
  it('is the first letter of the name, upper-cased, whole for any script', () => {
    expect(productLetter('  marketing')).toBe('M');
    expect(productLetter('我的产品')).toBe('我');
    expect(productLetter('😀 fun')).toBe('😀');
    expect(productLetter('')).toBe('?');
  });
});
