import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@talkreel/contract';

export type AvatarFileProblem = 'type' | 'size';

/** core.md §5: an avatar is a PNG or JPEG of at most 1 MB; checked before anything is sent. */
export function checkAvatarFile(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
