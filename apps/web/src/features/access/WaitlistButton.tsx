import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useWaitlist } from './useWaitlist';

/** Join the waitlist: idle, loading, joined (locked, with a thank-you line). */
export function WaitlistButton() {
  const { t } = useTranslation();
  const { state, join } = useWaitlist();
  const joined = state === 'joined';
  return (
    <div className="space-y-3">
      <Button
        variant={joined ? 'secondary' : 'primary'}
        size="lg"
        block
        loading={state === 'loading'}
        disabled={joined}
        icon={joined ? <Check className="size-[18px]" aria-hidden="true" /> : undefined}
        onClick={() => void join()}
        className={joined ? 'disabled:!cursor-default disabled:!text-brand-700' : undefined}
      >
        {joined ? t('invite.waitlistJoined') : t('invite.joinWaitlist')}
      </Button>
      {joined ? (
        <p
          role="status"
          className="text-center text-[13.5px] leading-5 text-ink-muted animate-fade-in"
        >
          {t('invite.waitlistThanks')}
        </p>
      ) : null}
    </div>
  );
}
