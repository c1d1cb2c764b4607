import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Random url-safe id; 16 bytes make collisions irrelevant. */
export const newId = () => randomBytes(12).toString('base64url');
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Six digits, leading zeros kept. */
export const newLoginCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Invitation codes like `TR-7KQ4-M2ZP`: no 0/O or 1/I to misread. */
export function newInvitationCode(): string {
  const pick = () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join('');
  return `TR-${group()}-${group()}`;
}
export const normalizeInvitationCode = (code: string) => code.trim().toUpperCase();
