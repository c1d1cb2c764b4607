/**
 * Names people choose (workspace, inviter) are printed into e-mails we send to addresses they
 * choose, so they must not smuggle layout tricks or clickable links into our mail.
 */

/** C0/C1 controls, bidi embeddings/overrides/isolates and marks, zero-width characters. */
const INVISIBLE = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u061c]/gu;

/** `scheme://` in any case, including spoofed ones (`hxxp://`, `javascript://`). */
const SCHEME = /([\p{L}\p{N}+.-]*):\/\//gu;

/**
 * Dotted names whose last label is all letters, as mail clients auto-link (www.x.io, a.b.com).
 * Broad on purpose: "john.smith" is defused too, since new TLDs make any word a domain.
 */
const DOMAIN_LIKE = /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.\p{L}{2,}(?![\p{L}\p{N}_-])/gu;

/**
 * The name with invisible characters removed, runs of spaces collapsed, and anything a mail
 * client would turn into a link defused in the usual "defanged" way: `evil[.]com`,
 * `https[:]//`. Ordinary names ("Acme Inc.", "Studio 2.0") come out unchanged.
 */
export function mailSafeName(name: string): string {
  return name
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(SCHEME, '$1[:]//')
    .replace(DOMAIN_LIKE, (m) => m.replace(/\./g, '[.]'));
}
