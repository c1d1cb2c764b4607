import { useState } from 'react';
import { ApiError } from '../../../api/ApiError';
import { showErrorToast } from '../../../api/showErrorToast';
import type { AgentUserFields } from '../agentApi';
import {
  checkUserFields,
  sameUserFields,
  serverFieldErrors,
  type UserField,
  type UserFieldErrors,
} from './userForm';

/**
 * An agent user form (creation.md §4 forms): values against the saved original (is-changed),
 * field hints from the local checks or the server's refusal, reset to the original.
 */
export function useUserForm(original: AgentUserFields, withEmail: boolean) {
  const [values, setValues] = useState(original);
  const [errors, setErrors] = useState<UserFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const setField = (field: UserField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const reset = (to: AgentUserFields = original) => {
    setValues(to);
    setErrors({});
  };
  /** Runs `save` when the fields pass; returns whether it saved. */
  const submit = async (save: (values: AgentUserFields) => Promise<unknown>) => {
    const found = checkUserFields(values, withEmail);
    setErrors(found);
    if (Object.keys(found).length) return false;
    setSaving(true);
    try {
      await save(values);
      return true;
    } catch (err) {
      const fromServer = serverFieldErrors(err);
      if (fromServer) setErrors(fromServer);
      else if (err instanceof ApiError) showErrorToast(err);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return {
    values,
    errors,
    saving,
    changed: !sameUserFields(values, original),
    setField,
    reset,
    submit,
  };
}
