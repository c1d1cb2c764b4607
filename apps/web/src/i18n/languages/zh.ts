import { type Strings, withFeatures } from '../withFeatures';
import base from '../zh.json';

/** Every zh string: the shared file and each feature's own. */
export const strings: Strings = withFeatures(
  base,
  // The create-actor dialog and the settings pages in their own folders (API keys, webhooks)
  // keep their strings beside them, under their own top-level key.
  import.meta.glob<Strings>(
    [
      '../../features/*/i18n/zh.json',
      '../../features/actors/create/i18n/zh.json',
      '../../features/settings/*/i18n/zh.json',
    ],
    { eager: true, import: 'default' },
  ),
);
