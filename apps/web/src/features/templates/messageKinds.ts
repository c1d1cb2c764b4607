import { rowLabel } from '@talkreel/contract';

/**
 * The server and the contract's own parsers speak English. A message whose kind the web app
 * knows is shown in the reader's language: each kind is a pattern built from the contract's
 * constant or builder (called with numeric stand-ins, where each lands becoming a capture
 * group), so a builder's wording change in the contract moves the pattern with it.
 */

export type Params = Record<string, string | number>;
export interface Known {
  key: string;
  pattern: RegExp;
  params(args: string[]): Params;
}

// Numeric text survives both `${x}` and Math.round(x), so one set of stand-ins fits every
// builder.
const STAND_INS = ['9073510', '9073521', '9073532'];
const ANY = '([\\s\\S]*?)';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A kind of message. `rowArg` names the builder's argument that is a sheet row, written with
 * the contract's `rowLabel` ("Row 3", or "The header row" for row 0): its group matches both.
 */
export function known(
  message: string | ((...args: never[]) => string),
  key: string,
  params: (args: string[]) => Params = () => ({}),
  rowArg?: number,
): Known {
  if (typeof message === 'string')
    return { key, pattern: new RegExp(`^${literal(message)}$`), params };
  const args = STAND_INS.slice(0, message.length);
  let source = literal((message as (...a: string[]) => string)(...args));
  args.forEach((arg, i) => {
    if (i === rowArg) {
      const row = literal(rowLabel(arg as unknown as number));
      source = source.replace(row, `(${literal(rowLabel(0))}|${row.replace(arg, '\\d+')})`);
    } else source = source.replace(arg, ANY);
  });
  return { key, pattern: new RegExp(`^${source}$`), params };
}

/** The kind of `message` among `kinds` and its values, or null for any other text. */
export function kindOf(kinds: Known[], message: string): { key: string; params: Params } | null {
  for (const k of kinds) {
    const m = k.pattern.exec(message);
    if (m) return { key: k.key, params: k.params(m.slice(1)) };
  }
  return null;
}
