import type { ApiKeyScope } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Day } from '../../../ui/calendar';
import { type ApiKey, createApiKey } from './apiKeysApi';
import { type ExpiryChoice, expiryOf } from './keyExpiry';
import { apiKeysQueryKey } from './useApiKeys';

export interface CreatedKey {
  key: ApiKey;
  secret: string;
}

/**
 * The create-key form: its fields, the expiry check, and the call. The new key joins the list
 * at once; its secret is returned to the dialog, which alone holds it (and drops it on close).
 */
export function useCreateApiKey(workspaceId: string | null) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const [day, setDay] = useState<Day | null>(null);
  const [agent, setAgent] = useState(false);
  const [agentId, setAgentId] = useState<string | null>(null);
  const [expiryError, setExpiryError] = useState<'missing' | 'notFuture' | null>(null);
  const [saving, setSaving] = useState(false);

  const chooseExpiry = (next: ExpiryChoice) => {
    setExpiry(next);
    setExpiryError(null);
  };
  const chooseDay = (next: Day | null) => {
    setDay(next);
    setExpiryError(null);
  };

  const submit = async (): Promise<CreatedKey | null> => {
    const trimmed = name.trim();
    if (!workspaceId || !trimmed || saving) return null;
    const outcome = expiryOf(expiry, day);
    if (!outcome.ok) {
      setExpiryError(outcome.error);
      return null;
    }
    setSaving(true);
    try {
      const created = await createApiKey(workspaceId, {
        name: trimmed,
        scope,
        expiresAt: outcome.expiresAt,
        agent,
        agentId,
      });
      const queryKey = apiKeysQueryKey(workspaceId);
      queryClient.setQueryData<ApiKey[]>(queryKey, (list) => [
        created.key,
        ...(list ?? []).filter((k) => k.id !== created.key.id),
      ]);
      void queryClient.invalidateQueries({ queryKey });
      return created;
    } catch {
      return null; // the call layer has shown why
    } finally {
      setSaving(false);
    }
  };

  return {
    fields: { name, scope, expiry, day, agent, agentId },
    setName,
    setScope,
    chooseExpiry,
    chooseDay,
    setAgent,
    setAgentId,
    expiryError,
    saving,
    canSubmit: name.trim() !== '' && !saving,
    submit,
  };
}
