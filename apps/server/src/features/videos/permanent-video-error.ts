/** A render failure no retry can fix (deleted actor or voice, speech too long): failed at once. */
export class PermanentVideoError extends Error {}
