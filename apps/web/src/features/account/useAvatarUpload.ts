import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Account, useSessionStore } from '../../state/useSessionStore';
import { notify } from '../../ui/toast';
import { uploadAvatar } from './accountApi';
import { checkAvatarFile } from './checkAvatarFile';
import { profileQueryKey } from './useProfile';

/**
 * The avatar's way from a picked file to the account: the file is checked (PNG or JPEG, at most
 * 1 MB), cropped in a dialog, then uploaded with progress. `picked` is the file being cropped.
 */
export function useAvatarUpload() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setAccount = useSessionStore((s) => s.setAccount);
  const [picked, setPicked] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const refuse = (problem: 'type' | 'size' | 'broken') =>
    notify({
      tone: 'error',
      title: t('account.avatar.refusedTitle'),
      text: t(`account.avatar.refused.${problem}`),
    });

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) refuse(problem);
    else setPicked(file);
  };

  const upload = async (cropped: File) => {
    setPicked(null);
    const local = URL.createObjectURL(cropped);
    setPreview(local);
    setProgress(0);
    try {
      const { avatar } = await uploadAvatar(cropped, setProgress);
      const update = (a: Account | null | undefined) => (a ? { ...a, avatar } : a);
      setAccount(update(useSessionStore.getState().account) ?? null);
      queryClient.setQueryData<Account>(profileQueryKey, (a) => update(a) ?? undefined);
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      notify({ tone: 'success', title: t('account.avatar.updated') });
    } catch {
      // The call layer showed the catalogue toast; the old avatar stays.
    } finally {
      setProgress(null);
      setPreview(null);
      URL.revokeObjectURL(local);
    }
  };

  return {
    picked,
    pick,
    cancel: () => setPicked(null),
    broken: () => {
      setPicked(null);
      refuse('broken');
    },
    upload,
    progress,
    preview,
  };
}
