/**
 * Flite's US English phone set (CMU ARPAbet, lower case) in IPA, the notation the rest of the
 * engine (visemes, captions) reads. "pau" is silence and has no symbol.
 */
const ipaOfPhone: Record<string, string> = {
  aa: 'ɑ',
  ae: 'æ',
  ah: 'ʌ',
  ao: 'ɔ',
  aw: 'aʊ',
  ax: 'ə',
  axr: 'ɚ',
  ay: 'aɪ',
  b: 'b',
  ch: 'tʃ',
  d: 'd',
  dh: 'ð',
  eh: 'ɛ',
  er: 'ɝ',
  ey: 'eɪ',
  f: 'f',
  g: 'ɡ',
  hh: 'h',
  ih: 'ɪ',
  iy: 'i',
  jh: 'dʒ',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  ng: 'ŋ',
  ow: 'oʊ',
  oy: 'ɔɪ',
  p: 'p',
  r: 'ɹ',
  s: 's',
  sh: 'ʃ',
  t: 't',
  th: 'θ',
  uh: 'ʊ',
  uw: 'u',
  v: 'v',
  w: 'w',
  y: 'j',
  z: 'z',
  zh: 'ʒ',
};

/** The IPA symbol of a flite phone, undefined for silence ("pau") and anything unknown. */
export function ipaOfFlitePhone(phone: string): string | undefined {
  return ipaOfPhone[phone];
}

/** A segment of flite's `-psdur` list: a phone and the time it ends, in seconds. */
export interface FliteSegment {
  phone: string;
  end: number;
}

/** Parses `-psdur` output ("pau:0.164 hh:0.255 …", a line per utterance, each from 0). */
export function parseUtterances(printed: string): FliteSegment[][] {
  const utterances: FliteSegment[][] = [];
  for (const line of printed.split('\n')) {
    const segments: FliteSegment[] = [];
    for (const item of line.trim().split(/\s+/)) {
      const at = item.lastIndexOf(':');
      const end = at > 0 ? Number(item.slice(at + 1)) : Number.NaN;
      if (Number.isFinite(end)) segments.push({ phone: item.slice(0, at), end });
    }
    if (segments.length) utterances.push(segments);
  }
  return utterances;
}

/**
 * The utterances' segments on one clock running through the whole audio. Flite appends each
 * utterance's audio to the file; the diphone voice (kal) stops its audio in the middle of an
 * utterance's closing pause (about 0.11 s before that pause's printed end, measured), so the
 * audio's shortfall against the printed ends is shared out over the utterances' ends.
 */
export function placeUtterances(utterances: FliteSegment[][], duration: number): FliteSegment[] {
  const printed = utterances.reduce((sum, segments) => sum + (segments.at(-1)?.end ?? 0), 0);
  const shortfall = utterances.length ? Math.max(0, printed - duration) / utterances.length : 0;
  const placed: FliteSegment[] = [];
  let base = 0;
  for (const segments of utterances) {
    const length = (segments.at(-1)?.end ?? 0) - shortfall;
    for (const segment of segments) {
      placed.push({ phone: segment.phone, end: base + Math.min(segment.end, length) });
    }
    base += length;
  }
  return placed;
}

/** Parses `-ps` output ("pau hh ax l ow pau …") into phone names. */
export function parsePhones(printed: string): string[] {
  return printed.split(/\s+/).filter((phone) => phone !== '');
}
