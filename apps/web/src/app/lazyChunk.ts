/**
 * A module kept out of the first script (its own chunk), fetched on first use and remembered:
 * once loaded, `value` hands it over synchronously, so code that runs often (every navigation,
 * every call) waits for nothing after the first time. A failed fetch is not remembered (the
 * next use tries again; a deploy that removed the file is answered by the app error screen).
 */
export interface LazyChunk<T> {
  load(): Promise<T>;
  /** The module once loaded, else undefined. */
  readonly value: T | undefined;
}

const registered = new Set<LazyChunk<unknown>>();

export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let loading: Promise<T> | null = null;
  const chunk = {
    value: undefined as T | undefined,
    load(): Promise<T> {
      loading ??= importer().then(
        (module) => {
          chunk.value = module;
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  registered.add(chunk);
  return chunk;
}

/**
 * Loads every lazy chunk declared so far (failures are left for their first use to meet).
 * Component tests call it before each test, so no interaction races a module still on its way
 * (in Vitest a first dynamic import is a round trip to the test runner, long on a busy machine).
 */
export async function preloadChunks(): Promise<void> {
  await Promise.allSettled([...registered].map((chunk) => chunk.load()));
}
