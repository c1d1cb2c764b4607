import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { formatDate } from '../../../../ui/formatDate';
import { notify } from '../../../../ui/toast';
import { type AgentUserFields, updateAgentUser } from '../../agentApi';
import { dashboardKeys } from '../../agentQueryKeys';
import { DiscardDialog } from '../../DiscardDialog';
import { useLeaveGuard } from '../../useLeaveGuard';
import { UserFormFields } from '../UserFormFields';
import type { AgentUser } from '../UserRow';
import { useUserForm } from '../useUserForm';

export const fieldsOf = (u: AgentUser): AgentUserFields => ({
  username: u.username,
  gender: u.gender ?? '',
  email: u.email,
  company: u.company ?? '',
  personalTitle: u.personalTitle ?? '',
});

/**
 * The editable part of the user detail (creation.md §2): id, e-mail and creation time are read
 * only; Save only when changed and not saving; Cancel, and leaving the page with edits (the
 * dashboard menu, Back), ask before discarding them, as on the workflow and subscription pages.
 */
export function UserDetailForm({ agentId, user }: { agentId: string; user: AgentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const original = fieldsOf(user);
  const form = useUserForm(original, false);
  const [askDiscard, setAskDiscard] = useState(false);
  const guard = useLeaveGuard(form.changed);
  const save = async () => {
    const saved = await form.submit(async (values) => {
      const reply = await updateAgentUser(agentId, user.id, values);
      queryClient.setQueryData(dashboardKeys.user(agentId, user.id), reply);
      form.reset(fieldsOf(reply));
    });
    if (!saved) return;
    notify({ tone: 'success', title: t('agent.detail.saved') });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.users(agentId) });
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="rounded-2xl border border-line bg-white"
    >
      <div className="grid gap-8 px-6 py-6 lg:grid-cols-[1fr_300px]">
        <UserFormFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          emailReadOnly
        />
        <dl className="space-y-4 rounded-xl bg-canvas/60 p-4 text-[13px]">
          <div>
            <dt className="text-ink-muted">{t('agent.users.columns.userId')}</dt>
            <dd
              className="mt-0.5 font-mono text-[12.5px] break-all text-ink"
              data-testid="detail-user-id"
            >
              {user.id}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('agent.users.columns.email')}</dt>
            <dd className="mt-0.5 break-all text-ink">{user.email}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('agent.users.columns.createdAt')}</dt>
            <dd className="mt-0.5 text-ink tabular-nums">{formatDate(user.createdAt)}</dd>
          </div>
        </dl>
      </div>
      <div className="flex justify-end gap-2.5 border-t border-line px-6 py-3">
        <Button
          variant="outline"
          disabled={!form.changed || form.saving}
          onClick={() => setAskDiscard(true)}
        >
          {t('agent.form.cancel')}
        </Button>
        <Button type="submit" disabled={!form.changed} loading={form.saving}>
          {t('agent.form.save')}
        </Button>
      </div>
      <DiscardDialog
        open={askDiscard || guard.asking}
        onDiscard={() => {
          setAskDiscard(false);
          form.reset();
          if (guard.asking) guard.discard();
        }}
        onStay={() => {
          setAskDiscard(false);
          if (guard.asking) guard.stay();
        }}
      />
    </form>
  );
}
