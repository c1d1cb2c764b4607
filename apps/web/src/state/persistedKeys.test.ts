import { describe, expect, it } from 'vitest';
import { DEVICE_PREFERENCE_KEYS, PersistedKey, USER_DATA_KEYS } from './persistedKeys';
import { resetUserState } from './userStateReset';

interface PersistedStore {
  persist: { getOptions(): { name?: string } };
}

const isPersistedStore = (value: unknown): value is PersistedStore =>
  typeof value === 'function' &&
  typeof (value as Partial<PersistedStore>).persist?.getOptions === 'function';

// Every source file of the app, as text, so a new `persist(` store anywhere is found.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const importsPersist = /import\s*{[^}]*\bpersist\b[^}]*}\s*from\s*'zustand\/middleware'/;
const persistCall = /\bpersist\(\s*\(/g;
const storeFiles = Object.entries(sources)
  .filter(([, text]) => importsPersist.test(text))
  .map(([path]) => path);

describe('the registry of persisted keys', () => {
  it('finds the persisted stores it checks', () => {
    expect(storeFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(storeFiles)('%s: every persist( store is named from the registry', async (path) => {
    const module: Record<string, unknown> = await import(/* @vite-ignore */ path);
    const stores = Object.values(module).filter(isPersistedStore);
    const calls = (sources[path].match(persistCall) ?? []).length;
    // An unexported store could not be checked: each persist( call must be an export.
    expect(stores).toHaveLength(calls);
    const registered: string[] = Object.values(PersistedKey);
    for (const store of stores) expect(registered).toContain(store.persist.getOptions().name);
  });

  it('lists each key once, as user data or as a device preference', () => {
    const all = Object.values(PersistedKey);
    expect(new Set(all).size).toBe(all.length);
    expect([...USER_DATA_KEYS, ...DEVICE_PREFERENCE_KEYS].sort()).toEqual([...all].sort());
  });
});

describe('logout (core.md §2)', () => {
  it("removes every user key from storage, loaded area or not, and keeps the device's", () => {
    for (const key of Object.values(PersistedKey)) localStorage.setItem(key, '{"state":{}}');
    resetUserState();
    for (const key of USER_DATA_KEYS) expect(localStorage.getItem(key)).toBeNull();
    for (const key of DEVICE_PREFERENCE_KEYS) expect(localStorage.getItem(key)).not.toBeNull();
    expect(localStorage.getItem(PersistedKey.VIDEO_DRAFTS)).toBeNull();
  });
});
