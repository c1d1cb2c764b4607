/** snake_case on the wire, camelCase in the client (core.md §3). */
type CamelString<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<CamelString<T>>}`
  : S;

export type Camelize<T> = T extends readonly (infer U)[]
  ? Camelize<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelString<K> : K]: Camelize<T[K]> }
    : T;

const camelKey = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export function camelize<T>(value: T): Camelize<T> {
  if (Array.isArray(value)) return value.map((v) => camelize(v)) as Camelize<T>;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[camelKey(k)] = camelize(v);
    return out as Camelize<T>;
  }
  return value as Camelize<T>;
}
