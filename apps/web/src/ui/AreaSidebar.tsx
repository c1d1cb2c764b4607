import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAreaSidebarSlot } from './useAreaSidebarSlot';
import { useCompactLayout } from './useCompactLayout';

/**
 * An area's sidebar (the creation tree, the settings navigation): beside the page on wide
 * screens; on a phone inside the shell's menu drawer, and only while that drawer is open. The
 * sidebar stays in its area's component tree either way, so it keeps the area's context.
 */
export function AreaSidebar({ children }: { children: ReactNode }) {
  const compact = useCompactLayout();
  const slot = useAreaSidebarSlot((s) => s.element);
  if (!compact) return children;
  return slot ? createPortal(children, slot) : null;
}
