import { type Strings, withFeatures } from '../withFeatures';
import base from '../zh.json';

/** Every zh string: the shared file and each feature's own. */
export const strings: Strings = withFeatures(
  base,
  // The create-actor dialog keeps its strings beside it, under their own top-level key.
  import.meta.glob<Strings>(
    ['../../features/*/i18n/zh.json', '../../features/actors/create/i18n/zh.json'],
    { eager: true, import: 'default' },
  ),
);
