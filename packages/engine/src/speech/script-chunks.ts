/**
 * Splits a script into pieces espeak synthesises one at a time. Sentence-sized pieces let the
 * caller yield to the event loop between them (espeak runs synchronously) and keep each call's
 * event list small; sentence ends already carry a pause, so joining the audio back is seamless.
 */
const clauseEnd = /[,;:，；：、]\s*/gu;

export function splitScript(text: string, locale: string, maxLength = 300): string[] {
  const sentences = Array.from(
    new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(text),
    (segment) => segment.segment,
  ).flatMap((sentence) => splitLongSentence(sentence, maxLength));

  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current !== '' && current.length + sentence.length > maxLength) {
      chunks.push(current);
      current = '';
    }
    current += sentence;
  }
  if (current !== '') chunks.push(current);
  // Pieces of only spaces or punctuation make espeak emit nothing useful.
  return chunks.filter((chunk) => /[\p{L}\p{N}\p{So}]/u.test(chunk));
}

function splitLongSentence(sentence: string, maxLength: number): string[] {
  if (sentence.length <= maxLength) return [sentence];
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > maxLength) {
    const cut = cutPoint(rest, maxLength);
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/** Index to cut at: the last clause mark, else the last space, else a hard cut, within maxLength. */
function cutPoint(text: string, maxLength: number): number {
  const window = text.slice(0, maxLength);
  let best = -1;
  for (const match of window.matchAll(clauseEnd)) best = match.index + match[0].length;
  if (best > maxLength / 3) return best;
  const space = window.lastIndexOf(' ');
  if (space > maxLength / 3) return space + 1;
  // No break at all (e.g. a long run of Chinese without punctuation): cut, avoiding a split pair.
  const code = text.charCodeAt(maxLength - 1);
  return code >= 0xd800 && code <= 0xdbff ? maxLength - 1 : maxLength;
}
