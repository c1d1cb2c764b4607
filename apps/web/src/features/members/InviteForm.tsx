import { Check, Mail, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { ListedAddress } from './inviteValidation';
import { useInviteForm } from './useInviteForm';

/** Invite by e-mail: the field and the Invite button (core.md §2 members page). */
export function InviteForm({ listed }: { listed: readonly ListedAddress[] }) {
  const { t } = useTranslation();
  const form = useInviteForm(listed);
  const { state } = form;
  return (
    <form
      noValidate
      className="flex flex-col gap-2.5 sm:flex-row"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <label className="sr-only" htmlFor="invite-email">
        {t('members.invite.label')}
      </label>
      <div className="flex h-11 min-w-0 flex-1 items-center gap-2.5 rounded-xl border max-sm:flex-none border-line bg-white px-3.5 transition-[border-color,box-shadow] duration-150 focus-within:border-brand-400 focus-within:ring-4 focus-within:ring-brand-100 hover:border-[#d6d5e0]">
        <Mail className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
        <input
          id="invite-email"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('members.invite.placeholder')}
          value={form.email}
          onChange={(e) => form.setEmail(e.target.value)}
          onKeyDown={(e) => {
            // A disabled submit button blocks Enter's implicit submission; the checks must
            // still run so the user learns why nothing was sent.
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            void form.submit();
          }}
          className="h-full min-w-0 flex-1 bg-transparent text-[15px] text-ink outline-none placeholder:text-ink-subtle"
        />
      </div>
      <Button
        type="submit"
        size="lg"
        data-state={state}
        loading={state === 'busy'}
        disabled={state === 'done' || (!form.canInvite && state === 'idle')}
        icon={
          state === 'done' ? (
            <Check className="size-[18px]" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )
        }
        className="min-w-[124px] data-[state=done]:disabled:bg-success data-[state=done]:disabled:text-white"
      >
        {state === 'busy'
          ? t('members.invite.sending')
          : state === 'done'
            ? t('members.invite.sent')
            : t('members.invite.submit')}
      </Button>
    </form>
  );
}
