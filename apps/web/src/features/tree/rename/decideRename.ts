/**
 * What an inline rename amounts to (core.md §5): blank names are refused, unchanged names are
 * ignored (both compared trimmed), anything else is renamed to the trimmed text.
 */
export type RenameDecision =
  | { kind: 'empty' }
  | { kind: 'unchanged' }
  | { kind: 'rename'; name: string };

export function decideRename(current: string, typed: string): RenameDecision {
  const name = typed.trim();
  if (!name) return { kind: 'empty' };
  if (name === current.trim()) return { kind: 'unchanged' };
  return { kind: 'rename', name };
}
