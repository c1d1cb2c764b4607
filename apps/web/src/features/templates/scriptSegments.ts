import { scanVariables, variablesOf } from '@talkreel/contract';

/** A run of a script: plain text, or one well-formed `{{variable}}` as written. */
export interface ScriptSegment {
  text: string;
  /** The variable's name when this run is a `{{…}}`, else null. */
  variable: string | null;
  /** The default written after `|` in this very `{{…}}`, else null. */
  fallback?: string | null;
}

/**
 * The script cut into plain runs and `{{variables}}` at the contract's own span offsets, so the
 * editor highlights exactly what the server substitutes. Joined, the runs are the script.
 */
export function scriptSegments(text: string): ScriptSegment[] {
  const out: ScriptSegment[] = [];
  let last = 0;
  for (const span of scanVariables(text).spans) {
    if (span.start > last) out.push({ text: text.slice(last, span.start), variable: null });
    out.push({
      text: text.slice(span.start, span.end),
      variable: span.name,
      fallback: span.fallback,
    });
    last = span.end;
  }
  if (last < text.length) out.push({ text: text.slice(last), variable: null });
  return out;
}

/** A variable's name as a reader would say it: `first_name` → "First name". */
export const sampleOf = (name: string) => {
  const words = name.replace(/_+/g, ' ').trim() || name;
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
};

/**
 * The script as one row would fill it, for a preview: a variable takes its own default after
 * `|`, else the first default the script gives it elsewhere (the contract's substitution does
 * the same), else a sample made from its name. Filled runs keep their variable to be marked.
 */
export function previewSegments(text: string): ScriptSegment[] {
  const defaults = new Map(variablesOf([text]).map((v) => [v.name, v.fallback]));
  return scriptSegments(text).map((s) =>
    s.variable === null
      ? s
      : {
          text: s.fallback ?? defaults.get(s.variable) ?? sampleOf(s.variable),
          variable: s.variable,
        },
  );
}
