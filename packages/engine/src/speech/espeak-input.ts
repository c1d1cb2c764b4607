/**
 * espeak-ng reads its input as SSML with inline phoneme mode on, so a script containing "<", "&"
 * or "[[" would be parsed as markup instead of being spoken. We escape those and keep a map from
 * each code point of the escaped input back to the code point of the script it came from, because
 * espeak reports word positions in the escaped input.
 */
export interface EspeakInput {
  /** What espeak is given. */
  text: string;
  /** For each code point of `text`, the index of the code point of the original text it stands for. */
  sourceIndex: number[];
}

const replacements: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
};

export function toEspeakInput(original: string): EspeakInput {
  const points = Array.from(original);
  let text = '';
  const sourceIndex: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i];
    // "[[" switches espeak to phoneme input; a space between the brackets keeps them literal.
    const replacement =
      replacements[point] ?? (point === '[' && points[i + 1] === '[' ? '[ ' : point);
    for (const part of Array.from(replacement)) {
      text += part;
      sourceIndex.push(i);
    }
  }
  return { text, sourceIndex };
}
