import { VOICE_FILTER_VALUES } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { useVoiceSettingsStore } from './useVoiceSettingsStore';
import { toFilterGroups, type VoiceFilterGroup } from './voiceQuery';
import { getVoiceFilterOptions } from './voicesApi';

/**
 * The filter groups of the audio dialog: GET /audio/filter-options in the UI language, shown
 * from the local cache while it reloads. If it cannot load and nothing is cached, the
 * contract's groups stand in with client labels, so the list stays usable.
 */
export function useVoiceFilterGroups(enabled: boolean): VoiceFilterGroup[] | null {
  const { t } = useTranslation();
  const language = currentLanguage();
  const cached = useVoiceSettingsStore((s) => s.filterOptions[language]);
  const setFilterOptions = useVoiceSettingsStore((s) => s.setFilterOptions);
  const query = useQuery({
    queryKey: ['voices', 'filter-options', language],
    queryFn: getVoiceFilterOptions,
    enabled,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data) setFilterOptions(language, query.data);
  }, [query.data, language, setFilterOptions]);

  const fallback = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(VOICE_FILTER_VALUES).map(([group, values]) => [
          group,
          values.map((value) => ({ value, label: t(`voices.values.${value}`) })),
        ]),
      ),
    [t],
  );
  const options = query.data ?? cached ?? (query.isError ? fallback : null);

  return useMemo(
    () =>
      options
        ? toFilterGroups(options, {
            group: (g) => t(`voices.filters.groups.${g}`, { defaultValue: g }),
            all: (g) => t(`voices.filters.all.${g}`, { defaultValue: `All ${g}` }),
          })
        : null,
    [options, t],
  );
}
