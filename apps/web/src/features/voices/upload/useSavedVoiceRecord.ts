import { useQuery } from '@tanstack/react-query';
import { getSaveInfo } from './cloneApi';

export const savedVoiceKey = (id: string) => ['voices', 'save-info', id] as const;

/**
 * The saved voice's record (creation.md §3 "Saved voice record") once its clone is done: by the
 * voice's id, or its clone task's id when the status did not name it. Failures are toasted by
 * the call layer; the record then just stays away (Save asks again).
 */
export function useSavedVoiceRecord(id: string | null) {
  return useQuery({
    queryKey: savedVoiceKey(id ?? ''),
    queryFn: () => getSaveInfo(id ?? ''),
    enabled: id !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
