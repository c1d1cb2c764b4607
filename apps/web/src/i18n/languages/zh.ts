import { type Strings, withFeatures } from '../withFeatures';
import base from '../zh.json';

/** Every zh string: the shared file and each feature's own. */
export const strings: Strings = withFeatures(
  base,
  import.meta.glob<Strings>('../../features/*/i18n/zh.json', { eager: true, import: 'default' }),
);
