import { isOwnerRole } from '@talkreel/contract';

export interface ProductMenuRules {
  canRename: boolean;
  canDelete: boolean;
}

/**
 * core.md §6 product menu: only an admin (owner) of a product, when the list holds more than
 * one product, sees both rename and delete; anyone else, or a sole product, can only rename.
 */
export function productMenuRules(role: string, productCount: number): ProductMenuRules {
  return { canRename: true, canDelete: isOwnerRole(role) && productCount > 1 };
}

/** The product icon: the first letter of its name (core.md §2). */
export const productLetter = (name: string) => (Array.from(name.trim())[0] ?? '?').toUpperCase();
