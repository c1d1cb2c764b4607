/**
 * Every localStorage key a persisted store writes, listed once: the stores take their `name`
 * from here, and logout removes the user's keys from storage whether or not the store's area
 * was loaded (core.md §2: logout clears all stored user state). persistedKeys.test.ts fails
 * when a `persist(` store's name is missing.
 */
export const PersistedKey = {
  SESSION: 'talkreel.session',
  ROUTES: 'talkreel.routes',
  WORKSPACE: 'talkreel.workspace',
  CREATION: 'talkreel.creation',
  VIDEO_DRAFTS: 'talkreel.videoDrafts',
  ACTOR_FILTERS: 'talkreel.actor-filter-options',
  AUDIO_FILTERS: 'talkreel.audio-filters',
  AGENT: 'talkreel.agent',
  ASSETS_ACTORS: 'talkreel.assets-actors',
  USER_VOICES: 'talkreel.user-voices',
  UI: 'talkreel.ui',
  SETTINGS_SIDEBAR: 'talkreel.settings-sidebar',
} as const;

export type PersistedKeyName = (typeof PersistedKey)[keyof typeof PersistedKey];

/**
 * How this browser is laid out, not what the user made or chose to see: the interface
 * language, the rail and the settings sidebar folded or not. They outlive a logout, so the
 * login page stays in the language just used.
 */
export const DEVICE_PREFERENCE_KEYS: readonly PersistedKeyName[] = [
  PersistedKey.UI,
  PersistedKey.SETTINGS_SIDEBAR,
];

/** Everything else is the user's: removed from storage on logout. */
export const USER_DATA_KEYS: readonly PersistedKeyName[] = Object.values(PersistedKey).filter(
  (key) => !DEVICE_PREFERENCE_KEYS.includes(key),
);
