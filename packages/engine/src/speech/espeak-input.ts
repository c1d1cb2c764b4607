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

/** Pauses (milliseconds) espeak is told to make after punctuation, see {@link toEspeakInput}. */
export interface PunctuationPauses {
  /** After a clause mark: ，、；：. */
  clauseMs: number;
  /** After a sentence end: 。！？…. */
  sentenceMs: number;
  /** Whether a mark at the very end of the text gets its pause (more text follows it). */
  atEnd: boolean;
}

const clauseMarks = new Set(['，', '、', '；', '：']);
const sentenceMarks = new Set(['。', '！', '？', '…']);

/**
 * `pauses` (for Chinese) replaces espeak's own pause after full-width punctuation by a set
 * length: espeak's shrink with its rate, so a natural syllable pace would leave them too short.
 */
export function toEspeakInput(original: string, pauses?: PunctuationPauses): EspeakInput {
  const points = Array.from(original);
  let lastSpoken = points.length - 1;
  while (lastSpoken >= 0 && !/[\p{L}\p{N}]/u.test(points[lastSpoken])) lastSpoken--;
  let text = '';
  const sourceIndex: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i];
    // "[[" switches espeak to phoneme input; a space between the brackets keeps them literal.
    let replacement =
      replacements[point] ?? (point === '[' && points[i + 1] === '[' ? '[ ' : point);
    const pause = !pauses
      ? undefined
      : clauseMarks.has(point)
        ? pauses.clauseMs
        : sentenceMarks.has(point)
          ? pauses.sentenceMs
          : undefined;
    // A run of marks ("？！") pauses once, after its last mark.
    const runGoesOn = clauseMarks.has(points[i + 1]) || sentenceMarks.has(points[i + 1]);
    if (pause !== undefined && !runGoesOn && (i < lastSpoken || pauses?.atEnd)) {
      replacement += `<break time="${Math.round(pause)}ms"/>`;
    }
    for (const part of Array.from(replacement)) {
      text += part;
      sourceIndex.push(i);
    }
  }
  return { text, sourceIndex };
}
