import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Account, useSessionStore } from '../../state/useSessionStore';
import { notify } from '../../ui/toast';
import { useActionState } from '../settings/useActionState';
import { updateName } from './accountApi';
import { type NameParts, namePartsOf } from './accountName';
import { profileQueryKey } from './useProfile';

/**
 * First and last name on the account page (core.md §4, §5): Save and Cancel only when a field
 * differs from the saved name (Save not for a blank name); Save goes idle → saving → saved (2 s)
 * and toasts on success.
 */
export function useNameForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const account = useSessionStore((s) => s.account);
  const setAccount = useSessionStore((s) => s.setAccount);
  const saved = namePartsOf(account);
  const [draft, setDraft] = useState<NameParts | null>(null);
  const { state, run } = useActionState();
  const value = draft ?? saved;
  const changed = value.first.trim() !== saved.first || value.last.trim() !== saved.last;
  // An account keeps a name (the server refuses an empty one): say so here, in the user's
  // language, instead of a refusal toast after Save.
  const blank = value.first.trim() === '' && value.last.trim() === '';
  const busy = state === 'busy';

  const edit = (part: keyof NameParts, text: string) => setDraft({ ...value, [part]: text });
  const cancel = () => setDraft(null);

  /** Resolves true when saved; a refusal has had its catalogue toast and keeps the draft. */
  const save = () =>
    changed && !blank && !busy
      ? run(async () => {
          const { username, firstName, lastName } = await updateName({
            first: value.first.trim(),
            last: value.last.trim(),
          });
          // An older server answers only the username: the page then reads its split.
          const update = (a: Account | null | undefined) =>
            a ? { ...a, username, firstName, lastName } : a;
          const current = useSessionStore.getState().account;
          if (current) setAccount(update(current) ?? null);
          queryClient.setQueryData<Account>(profileQueryKey, (a) => update(a) ?? undefined);
          // Names also show in the members list.
          void queryClient.invalidateQueries({ queryKey: ['members'] });
          setDraft(null);
          notify({ tone: 'success', title: t('account.name.saved') });
        })
      : Promise.resolve(false);

  return { value, edit, cancel, save, changed, blank, state };
}
