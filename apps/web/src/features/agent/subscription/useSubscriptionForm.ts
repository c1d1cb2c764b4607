import {
  AgentMessage,
  SUBSCRIPTION_FREQUENCY_MAX,
  SUBSCRIPTION_TIME_DEFAULT,
} from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError';
import { showErrorToast } from '../../../api/showErrorToast';
import { notify } from '../../../ui/toast';
import { setAgentSubscription } from '../agentApi';
import { dashboardKeys } from '../agentQueryKeys';
import { useAgentDetail } from '../useAgentDetail';

export interface SubscriptionValues {
  /** Hour value 1..24 (slot 0 is 24). */
  time: number;
  /** Items per day, as typed (checked, never rewritten: "2.5" must not become 25). */
  frequency: string;
}

/** The i18n key of what is wrong with a typed frequency, if anything (empty is just unsaveable). */
function frequencyError(frequency: string) {
  const text = frequency.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'agent.subscription.errors.frequencyInvalid';
  return Number(text) > SUBSCRIPTION_FREQUENCY_MAX
    ? 'agent.subscription.errors.frequencyMax'
    : null;
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
  /** The hint of the server's refusal of the frequency as sent; typing again clears it. */
  const [refused, setRefused] = useState<string | null>(null);
  const shown = values ?? saved;
  const changed = shown.time !== saved.time || shown.frequency !== saved.frequency;
  const error = frequencyError(shown.frequency) ?? refused;
  const invalid = shown.frequency.trim() === '' || error !== null;
  const save = async () => {
    if (invalid) return;
    setSaving(true);
    try {
      const reply = await setAgentSubscription(agentId, shown.time, shown.frequency.trim());
      queryClient.setQueryData(dashboardKeys.detail(agentId), reply);
      setValues(null);
      notify({ tone: 'success', title: t('agent.subscription.saved') });
    } catch (err) {
      // The edits stay for another try; a refused frequency shows at its field.
      const fields =
        err instanceof ApiError
          ? (err.data as { fields?: Record<string, string> } | null)?.fields
          : null;
      const said = fields?.subscription_frequency;
      if (said !== undefined) {
        const overMax = said === AgentMessage.SUBSCRIPTION_FREQUENCY_MAX;
        setRefused(`agent.subscription.errors.${overMax ? 'frequencyMax' : 'frequencyInvalid'}`);
      } else if (err instanceof ApiError) showErrorToast(err);
    } finally {
      setSaving(false);
    }
  };
  return {
    values: shown,
    changed,
    invalid,
    error,
    saving,
    loading: detail.isPending,
    setTime: (time: number) => setValues({ ...shown, time }),
    setFrequency: (text: string) => {
      setValues({ ...shown, frequency: text });
      setRefused(null);
    },
    reset: () => {
      setValues(null);
      setRefused(null);
    },
    save,
  };
}
