import { type Strings, withFeatures } from '../withFeatures';
import base from '../zh-TW.json';

/** Every zh-TW string: the shared file and each feature's own. */
export const strings: Strings = withFeatures(
  base,
  import.meta.glob<Strings>('../../features/*/i18n/zh-TW.json', { eager: true, import: 'default' }),
);
