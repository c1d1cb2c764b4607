import type { JsonSchema, Violation } from './json-schema-values';

/**
 * Picture values (issue 26) both fuzzers send with valid credentials, each to be refused with
 * nothing written. The generic violations cannot reach them: they sit inside unions (the
 * background's types, captions as a boolean or an object), break a pattern (#RRGGBB), or sit in
 * process-batch's tasks array.
 */
const GOOD_STYLE = {
  font: 'noto-sans-bold',
  size: 44,
  color: '#ffffff',
  decoration: 'box',
  position: 'bottom',
  words_per_line: null,
};
const BAD_STYLES: [unknown, string][] = [
  [{ ...GOOD_STYLE, font: 'comic-sans' }, 'unknown caption font'],
  [{ ...GOOD_STYLE, size: 10 }, 'caption size under the minimum'],
  [{ ...GOOD_STYLE, color: 'white' }, 'caption colour not #RRGGBB'],
  [{ ...GOOD_STYLE, words_per_line: 0 }, 'no words per line'],
];
const BAD_VALUES: Record<string, [unknown, string][]> = {
  background: [
    [{ type: 'color', value: 'red' }, 'background colour not #RRGGBB'],
    [{ type: 'color', value: '#12345' }, 'background colour of five digits'],
    [{ type: 'gradient', value: ['#000000'] }, 'gradient of one colour'],
    [{ type: 'gradient', value: ['#000000', 'blue'] }, 'gradient colour not #RRGGBB'],
    [{ type: 'hologram', value: 'x' }, 'unknown background type'],
    [{ type: 'stock' }, 'stock background without an id'],
    [{ type: 'image', value: '' }, 'image background without an upload'],
    [{ type: 'video', value: 7 }, 'video background of a number'],
  ],
  layout: [
    [{ placement: 'left', scale: 0.1 }, 'layout scale under 0.4'],
    [{ placement: 'corner', scale: 1 }, 'unknown layout placement'],
  ],
  caption_style: BAD_STYLES,
  captions: [
    [{ style: GOOD_STYLE }, 'captions object without burn'],
    ...BAD_STYLES.map(([style, why]): [unknown, string] => [{ burn: true, style }, why]),
  ],
};

/** The picture violations of a body schema: its own fields, or its tasks' (process-batch). */
export function pictureViolations(schema: JsonSchema): Violation[] {
  const task = schema.properties?.tasks?.items;
  const [target, prefix] = task?.properties ? [task, ['tasks', '0']] : [schema, []];
  if (!target.properties?.background) return [];
  return Object.entries(BAD_VALUES).flatMap(([field, values]) =>
    target.properties?.[field]
      ? values.map(([value, why]) => ({ path: [...prefix, field], value, why }))
      : [],
  );
}
