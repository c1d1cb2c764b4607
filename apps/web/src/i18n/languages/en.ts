import base from '../en.json';
import { type Strings, withFeatures } from '../withFeatures';

/** Every en string: the shared file and each feature's own. */
export const strings: Strings = withFeatures(
  base,
  import.meta.glob<Strings>('../../features/*/i18n/en.json', { eager: true, import: 'default' }),
);
