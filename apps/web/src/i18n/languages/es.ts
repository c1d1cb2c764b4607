import base from '../es.json';
import { type Strings, withFeatures } from '../withFeatures';

/** Every es string: the shared file and each feature's own. */
export const strings: Strings = withFeatures(
  base,
  // The create-actor dialog and the settings pages in their own folders (API keys, webhooks)
  // keep their strings beside them, under their own top-level key.
  import.meta.glob<Strings>(
    [
      '../../features/*/i18n/es.json',
      '../../features/actors/create/i18n/es.json',
      '../../features/settings/*/i18n/es.json',
    ],
    { eager: true, import: 'default' },
  ),
);
