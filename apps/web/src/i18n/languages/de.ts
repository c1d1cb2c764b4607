import base from '../de.json';
import { type Strings, withFeatures } from '../withFeatures';

/** Every de string: the shared file and each feature's own. */
export const strings: Strings = withFeatures(
  base,
  // The create-actor dialog and the settings pages in their own folders (API keys, webhooks)
  // keep their strings beside them, under their own top-level key.
  import.meta.glob<Strings>(
    [
      '../../features/*/i18n/de.json',
      '../../features/actors/create/i18n/de.json',
      '../../features/settings/*/i18n/de.json',
    ],
    { eager: true, import: 'default' },
  ),
);
