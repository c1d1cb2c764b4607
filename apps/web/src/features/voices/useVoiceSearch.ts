import { DEFAULT_VOICE_CONDITION, FILTER_ALL, VOICE_SEARCH_MAX_CHARS } from '@talkreel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaLinkRefresh } from '../../api/mediaLinkRefresh';
import { notify } from '../../ui/toast';
import { useVoiceFilterGroups } from './useVoiceFilterGroups';
import { useVoiceSettingsStore } from './useVoiceSettingsStore';
import { checkVoiceQuery, type VoiceQuery, type VoiceQueryProblem } from './voiceQuery';
import { showVoices } from './voicesApi';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

export const voiceListKey = ['voices', 'list'] as const;

/**
 * The voice list of the audio dialog: the name typed, the condition and the filters are
 * checked before any call (creation.md §5). A refused name keeps the last list; a refused
 * condition or filter value (say, one cached from an older session) goes back to "all".
 */
export function useVoiceSearch(open: boolean) {
  const { t } = useTranslation();
  const groups = useVoiceFilterGroups(open);
  const { condition, filters, setCondition, setFilter } = useVoiceSettingsStore();
  const [name, setName] = useState('');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<VoiceQuery | null>(null);
  const lastProblem = useRef('');

  useEffect(() => {
    const timer = setTimeout(() => setTyped(name), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);

  useEffect(() => {
    if (!open || !groups) return;
    const checked = checkVoiceQuery({ name: typed, condition, filters }, groups);
    if (checked.ok) {
      lastProblem.current = '';
      setQuery(checked.query);
      return;
    }
    const problem = checked.problem;
    // The same refusal is told once, not at every keystroke past the limit.
    const id = JSON.stringify(problem);
    if (lastProblem.current !== id) notify({ tone: 'error', ...problemCopy(problem, t) });
    lastProblem.current = id;
    if (problem.field === 'condition') setCondition(DEFAULT_VOICE_CONDITION);
    if (problem.field === 'filter') setFilter(problem.group, FILTER_ALL);
  }, [open, groups, typed, condition, filters, t, setCondition, setFilter]);

  const list = useQuery({
    queryKey: [...voiceListKey, query],
    queryFn: () => showVoices(query as VoiceQuery),
    enabled: open && query !== null,
    placeholderData: keepPreviousData,
    ...mediaLinkRefresh,
  });

  return {
    groups,
    name,
    setName,
    nameTooLong: name.trim().length > VOICE_SEARCH_MAX_CHARS,
    condition,
    setCondition,
    filters,
    setFilter,
    list,
    voices: list.data?.audios ?? [],
    loading: list.isPending,
  };
}

function problemCopy(problem: VoiceQueryProblem, t: TFunction) {
  if (problem.field === 'name') {
    return { title: t('voices.search.tooLong.title'), text: t('voices.search.tooLong.text') };
  }
  if (problem.field === 'condition') {
    return {
      title: t('voices.search.badCondition.title'),
      text: t('voices.search.badCondition.text'),
    };
  }
  return {
    title: t('voices.search.badFilter.title'),
    text: t('voices.search.badFilter.text', { group: problem.groupLabel }),
  };
}
