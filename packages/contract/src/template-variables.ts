/**
 * Variables of a template's script (issue 28): `{{first_name}}`, `{{company|our team}}` (a default
 * after `|`). Pure, so the web editor highlights and previews exactly what the server substitutes.
 */

export const VARIABLE_NAME_MAX_CHARS = 40;
export const VARIABLE_DEFAULT_MAX_CHARS = 200;
/** Letters (any script), digits and `_`, not starting with a digit. */
const VARIABLE_NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;
const OPEN = '{{';
const CLOSE = '}}';

export interface TemplateVariable {
  name: string;
  /** What an empty or missing value becomes; null: the value is required. */
  fallback: string | null;
}

/** One `{{…}}` in a text: where it is (code-unit offsets, for highlighting) and what it names. */
export interface VariableSpan extends TemplateVariable {
  start: number;
  end: number;
}

export interface VariableSyntaxProblem {
  /** Code-unit offset of the `{{` at fault. */
  at: number;
  message: string;
}

export const VariableMessage = {
  UNCLOSED: (near: string) => `"{{" without a closing "}}" near "${near}"`,
  EMPTY_NAME: 'A variable "{{}}" has no name',
  ODD_NAME: (name: string) =>
    `The variable name "${name}" may only hold letters, digits and "_" and must not start with a digit`,
  NAME_TOO_LONG: (name: string) =>
    `The variable name "${name.slice(0, 20)}…" is longer than ${VARIABLE_NAME_MAX_CHARS} characters`,
  DEFAULT_TOO_LONG: (name: string) =>
    `The default of "{{${name}}}" is longer than ${VARIABLE_DEFAULT_MAX_CHARS} characters`,
  NESTED: (near: string) => `A variable cannot hold "{{" inside it, near "${near}"`,
} as const;

const snippet = (text: string, at: number) => text.slice(at, at + 24).replace(/\s+/g, ' ');

/**
 * Every variable of `text` in order, and every syntax problem (an opening without a closing, an
 * empty or odd name). A text with problems still lists the variables that are well formed.
 */
export function scanVariables(text: string): {
  spans: VariableSpan[];
  problems: VariableSyntaxProblem[];
} {
  const spans: VariableSpan[] = [];
  const problems: VariableSyntaxProblem[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf(OPEN, from);
    if (start < 0) break;
    const close = text.indexOf(CLOSE, start + OPEN.length);
    if (close < 0) {
      problems.push({ at: start, message: VariableMessage.UNCLOSED(snippet(text, start)) });
      break;
    }
    const inner = text.slice(start + OPEN.length, close);
    const end = close + CLOSE.length;
    from = end;
    if (inner.includes(OPEN)) {
      problems.push({ at: start, message: VariableMessage.NESTED(snippet(text, start)) });
      continue;
    }
    const bar = inner.indexOf('|');
    const name = (bar < 0 ? inner : inner.slice(0, bar)).trim();
    const fallback = bar < 0 ? null : inner.slice(bar + 1).trim();
    const problem = nameProblem(name);
    if (problem) {
      problems.push({ at: start, message: problem });
      continue;
    }
    if (fallback !== null && fallback.length > VARIABLE_DEFAULT_MAX_CHARS) {
      problems.push({ at: start, message: VariableMessage.DEFAULT_TOO_LONG(name) });
      continue;
    }
    spans.push({ name, fallback, start, end });
  }
  return { spans, problems };
}

/** Why `name` cannot name a variable (or a column matched to one), or null when it can. */
export function nameProblem(name: string): string | null {
  if (!name) return VariableMessage.EMPTY_NAME;
  if (name.length > VARIABLE_NAME_MAX_CHARS) return VariableMessage.NAME_TOO_LONG(name);
  if (!VARIABLE_NAME.test(name)) return VariableMessage.ODD_NAME(name);
  return null;
}

/**
 * The distinct variables of several texts, first appearance first. A variable used twice keeps
 * the first default it was given (a later `{{x}}` without one still gets it).
 */
export function variablesOf(texts: string[]): TemplateVariable[] {
  const found = new Map<string, TemplateVariable>();
  for (const text of texts) {
    for (const span of scanVariables(text).spans) {
      const known = found.get(span.name);
      if (!known) found.set(span.name, { name: span.name, fallback: span.fallback });
      else if (known.fallback === null && span.fallback !== null) known.fallback = span.fallback;
    }
  }
  return [...found.values()];
}

/**
 * `text` with each well-formed variable replaced by its value (trimmed), else its default;
 * `missing` lists the variables with neither. Syntax problems are left as written (they are
 * reported by scanVariables before anything is made).
 */
export function substituteVariables(
  text: string,
  values: Record<string, string | undefined>,
  defaults: Record<string, string | null> = {},
): { text: string; missing: string[] } {
  const { spans } = scanVariables(text);
  const missing: string[] = [];
  let out = '';
  let last = 0;
  for (const span of spans) {
    const value = values[span.name]?.trim();
    const fallback = span.fallback ?? defaults[span.name] ?? null;
    const chosen = value ? value : fallback;
    if (chosen === null) {
      if (!missing.includes(span.name)) missing.push(span.name);
    }
    out += text.slice(last, span.start) + (chosen ?? '');
    last = span.end;
  }
  return { text: out + text.slice(last), missing };
}

/** Every string of a JSON-like value (a template body), with its path, for scanning. */
export function stringsOf(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, [...path, k]));
  return [];
}

/**
 * A JSON-like value with every string substituted; `missing` gathers, per path ("text",
 * "scenes.1.text"), the variables that had no value and no default.
 */
export function substituteDeep<T>(
  value: T,
  values: Record<string, string | undefined>,
  defaults: Record<string, string | null> = {},
): { value: T; missing: { path: string; names: string[] }[] } {
  const missing: { path: string; names: string[] }[] = [];
  const walk = (v: unknown, path: (string | number)[]): unknown => {
    if (typeof v === 'string') {
      const r = substituteVariables(v, values, defaults);
      if (r.missing.length) missing.push({ path: path.join('.'), names: r.missing });
      return r.text;
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, [...path, i]));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, [...path, k])]));
    return v;
  };
  return { value: walk(value, []) as T, missing };
}

/** How a column header is matched to a variable: case, spaces and dashes do not matter. */
export const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
