import base from '../de.json';
import { type Strings, withFeatures } from '../withFeatures';

/** Every de string: the shared file and each feature's own. */
export const strings: Strings = withFeatures(
  base,
  import.meta.glob<Strings>('../../features/*/i18n/de.json', { eager: true, import: 'default' }),
);
