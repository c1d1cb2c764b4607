import { ActorGenerateStatus, Code } from '@talkreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/ApiError';
import { showErrorToast } from '../../../../api/showErrorToast';
import { notify } from '../../../../ui/toast';
import { type ActorInfo, saveAgentActorInfo } from '../../agentApi';
import { dashboardKeys } from '../../agentQueryKeys';
import type { UserActor, UserVoice } from './assetTypes';

type InfoField = 'actorName' | 'voiceName' | 'voiceId';
type InfoErrors = Partial<Record<InfoField, string>>;

const wireToField: Record<string, InfoField> = {
  actor_name: 'actorName',
  voice_name: 'voiceName',
  voice_id: 'voiceId',
};

/**
 * The hints of a refusal naming its fields (data.fields), or null for other failures. A filled
 * voice id the server refuses is one the sub-user cannot use: missing, not theirs, not ready.
 */
function serverErrors(err: unknown, info: ActorInfo): InfoErrors | null {
  if (!(err instanceof ApiError)) return null;
  const fields = (err.data as { fields?: Record<string, string> } | null)?.fields;
  if (!fields) return null;
  const taken = err.code === Code.ALREADY_EXISTS;
  const errors: InfoErrors = {};
  for (const wire of Object.keys(fields)) {
    const field = wireToField[wire];
    if (!field) continue;
    if (!info[field].trim()) errors[field] = `agent.preview.errors.${field}`;
    else if (field === 'voiceId') errors.voiceId = 'agent.preview.errors.voiceIdNotFound';
    else errors[field] = `agent.preview.errors.${field}${taken ? 'Taken' : 'Invalid'}`;
  }
  return Object.keys(errors).length ? errors : null;
}

export const infoOf = (actor: UserActor): ActorInfo => ({
  actorId: actor.id,
  actorName: actor.name,
  voiceId: actor.audio?.id ?? '',
  voiceName: actor.audio?.name ?? '',
  voiceUrl: actor.audio?.audioUrl ?? '',
});

/**
 * The selected actor form of the preview (creation.md §3, §4, §5): Save validates actor and voice
 * names only, and is allowed only when changed and the actor is ready.
 */
export function useActorInfoForm(agentId: string, userId: string, actor: UserActor) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const original = infoOf(actor);
  const [info, setInfo] = useState(original);
  const [errors, setErrors] = useState<InfoErrors>({});
  const changed = (Object.keys(original) as (keyof ActorInfo)[]).some(
    (k) => info[k] !== original[k],
  );
  const set = (patch: Partial<ActorInfo>) => {
    setInfo((i) => ({ ...i, ...patch }));
    setErrors((e) => ({
      ...e,
      ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])),
    }));
  };
  const chooseVoice = (voice: UserVoice) =>
    set({ voiceId: voice.id, voiceName: voice.name, voiceUrl: voice.sampleUrl ?? '' });
  const save = useMutation({
    mutationFn: () => saveAgentActorInfo(agentId, userId, info),
    onSuccess: () => {
      notify({ tone: 'success', title: t('agent.preview.saved') });
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.assets(agentId, userId) });
    },
  });
  /** Returns whether it saved. */
  const submit = async () => {
    const found: InfoErrors = {};
    if (!info.actorName.trim()) found.actorName = 'agent.preview.errors.actorName';
    if (!info.voiceName.trim()) found.voiceName = 'agent.preview.errors.voiceName';
    setErrors(found);
    if (Object.keys(found).length) return false;
    try {
      await save.mutateAsync();
      return true;
    } catch (err) {
      const fromServer = serverErrors(err, info);
      if (fromServer) setErrors(fromServer);
      else if (err instanceof ApiError) showErrorToast(err);
      return false;
    }
  };
  return {
    info,
    errors,
    set,
    chooseVoice,
    submit,
    saving: save.isPending,
    canSave: changed && actor.generateStatus === ActorGenerateStatus.READY,
  };
}
