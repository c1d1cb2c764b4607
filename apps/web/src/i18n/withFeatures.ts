export type Strings = { [key: string]: string | Strings };

/**
 * Feature folders keep their own strings in `features/<f>/i18n/<lang>.json`, under a top-level
 * key named for the feature, so parallel work on features never edits one shared file.
 */
export function withFeatures(base: Strings, featureFiles: Record<string, Strings>): Strings {
  return Object.assign({ ...base }, ...Object.values(featureFiles));
}
