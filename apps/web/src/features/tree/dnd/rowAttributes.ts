import type { DraggableAttributes } from '@dnd-kit/core';

/**
 * dnd-kit's attributes for a draggable row, minus `aria-disabled`: a row that cannot be
 * dragged (uncategorized) still opens and renames, so it must not be announced as disabled.
 */
export function rowAttributes(attributes: DraggableAttributes) {
  const { 'aria-disabled': _notDisabled, ...rest } = attributes;
  return rest;
}
