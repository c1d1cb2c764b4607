import { SUBSCRIPTION_TIME_DEFAULT } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../../../ui/pageNumbers';
import { notify } from '../../../ui/toast';
import { setAgentSubscription } from '../agentApi';
import { dashboardKeys } from '../agentQueryKeys';
import { useAgentDetail } from '../useAgentDetail';

export interface SubscriptionValues {
  /** Hour value 1..24 (slot 0 is 24). */
  time: number;
  /** Items per day, digits only as typed. */
  frequency: string;
}

/** The subscription form (creation.md §2, §4): values against the agent's saved ones. */
export function useSubscriptionForm(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useAgentDetail(agentId);
  const saved: SubscriptionValues = {
    time: detail.data?.subscriptionTime || SUBSCRIPTION_TIME_DEFAULT,
    frequency: String(detail.data?.subscriptionFrequency ?? 0),
  };
  const [values, setValues] = useState<SubscriptionValues | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = values ?? saved;
  const changed = shown.time !== saved.time || shown.frequency !== saved.frequency;
  const invalid = shown.frequency === '';
  const save = async () => {
    if (invalid) return;
    setSaving(true);
    try {
      const reply = await setAgentSubscription(agentId, shown.time, shown.frequency);
      queryClient.setQueryData(dashboardKeys.detail(agentId), reply);
      setValues(null);
      notify({ tone: 'success', title: t('agent.subscription.saved') });
    } catch {
      // The call layer has shown the refusal; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  };
  return {
    values: shown,
    changed,
    invalid,
    saving,
    loading: detail.isPending,
    setTime: (time: number) => setValues({ ...shown, time }),
    setFrequency: (text: string) => setValues({ ...shown, frequency: digitsOnly(text) }),
    reset: () => setValues(null),
    save,
  };
}
