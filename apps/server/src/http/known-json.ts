/**
 * Replies whose JSON text was already made. A cached listing is sent again and again: the
 * envelope is then put together around the stored text instead of stringifying the value anew.
 * Keyed weakly by the value itself, so the text goes when the value does; the value must not be
 * changed after it is registered.
 */
const texts = new WeakMap<object, string>();

export function withJsonText<T extends object>(value: T): T {
  texts.set(value, JSON.stringify(value));
  return value;
}

export const jsonTextOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null ? texts.get(value) : undefined;
