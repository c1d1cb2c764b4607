/** Distinct values kept: a bound, so a client sending ever-new headers cannot grow the memo. */
const MAX_VALUES = 256;

/**
 * Memoises a pure reading of a request header (Accept-Encoding, Accept-Language). A browser sends
 * the same value on every call, so each distinct one is read once; past the bound the memo starts
 * afresh.
 */
export function memoByHeader<T>(read: (header: string) => T): (header: string) => T {
  const seen = new Map<string, T>();
  return (header) => {
    if (seen.has(header)) return seen.get(header) as T;
    const value = read(header);
    if (seen.size >= MAX_VALUES) seen.clear();
    seen.set(header, value);
    return value;
  };
}
