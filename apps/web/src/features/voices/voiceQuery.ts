import {
  FILTER_ALL,
  VOICE_CONDITIONS,
  VOICE_SEARCH_MAX_CHARS,
  type VoiceCondition,
} from '@talkreel/contract';

/** One filter group of the audio dialog: its options with "All X" (value all) first. */
export interface VoiceFilterGroup {
  group: string;
  /** Group name as shown ("Gender"). */
  label: string;
  options: { value: string; label: string }[];
}

/** Chosen value per group; `all` (or no entry) means no filter on the group. */
export type VoiceFilters = Record<string, string>;

/** A search the server may be asked: filters without `all`, a name within the limit. */
export interface VoiceQuery {
  name: string;
  condition: VoiceCondition;
  filters: Record<string, string>;
}

/** Why a search was refused; shown as a toast (creation.md §5). */
export type VoiceQueryProblem =
  | { field: 'name' }
  | { field: 'condition' }
  | { field: 'filter'; group: string; groupLabel: string };

/**
 * The groups of GET /audio/filter-options in display order, each with an "All X" option of
 * value `all` prepended; options whose value is `all` themselves are dropped (creation.md §3).
 */
export function toFilterGroups(
  options: Record<string, { value: string; label: string }[]>,
  names: { group(group: string): string; all(group: string): string },
): VoiceFilterGroup[] {
  return Object.entries(options).map(([group, list]) => ({
    group,
    label: names.group(group),
    options: [
      { value: FILTER_ALL, label: names.all(group) },
      ...list.filter((o) => o.value !== FILTER_ALL),
    ],
  }));
}

/**
 * creation.md §5: a name over 100 characters, an unknown condition or a filter value that is
 * not among the loaded options is refused; values equal to `all` are dropped.
 */
export function checkVoiceQuery(
  input: { name: string; condition: string; filters: VoiceFilters },
  groups: VoiceFilterGroup[],
): { ok: true; query: VoiceQuery } | { ok: false; problem: VoiceQueryProblem } {
  const name = input.name.trim();
  if (name.length > VOICE_SEARCH_MAX_CHARS) {
    return { ok: false, problem: { field: 'name' } };
  }
  if (!(VOICE_CONDITIONS as readonly string[]).includes(input.condition)) {
    return { ok: false, problem: { field: 'condition' } };
  }
  const filters: Record<string, string> = {};
  for (const [group, value] of Object.entries(input.filters)) {
    if (!value || value === FILTER_ALL) continue;
    const known = groups.find((g) => g.group === group);
    if (!known?.options.some((o) => o.value === value)) {
      return {
        ok: false,
        problem: { field: 'filter', group, groupLabel: known?.label ?? group },
      };
    }
    filters[group] = value;
  }
  return { ok: true, query: { name, condition: input.condition as VoiceCondition, filters } };
}
