import type { ActorFilterGroup } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';

/** Translated names of the filter groups and values; the contract's English is the fallback. */
export function useFilterLabels() {
  const { t } = useTranslation();
  return {
    group: (group: ActorFilterGroup) => t(`actors.filters.groups.${group}`),
    value: (group: ActorFilterGroup, value: string, fallback: string) =>
      t(`actors.filters.values.${group}.${value}`, { defaultValue: fallback }),
  };
}
