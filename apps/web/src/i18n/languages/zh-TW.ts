import { type Strings, withFeatures } from '../withFeatures';
import base from '../zh-TW.json';

/** Every zh-TW string: the shared file and each feature's own. */
export const strings: Strings = withFeatures(
  base,
  // The create-actor dialog and the settings pages in their own folders (API keys, webhooks)
  // keep their strings beside them, under their own top-level key.
  import.meta.glob<Strings>(
    [
      '../../features/*/i18n/zh-TW.json',
      '../../features/actors/create/i18n/zh-TW.json',
      '../../features/settings/*/i18n/zh-TW.json',
    ],
    { eager: true, import: 'default' },
  ),
);
