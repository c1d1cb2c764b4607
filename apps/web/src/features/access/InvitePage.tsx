import { ArrowLeft } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../state/useSessionStore';
import { Button } from '../../ui/Button';
import { TextDivider } from '../../ui/TextDivider';
import { AgreementLine } from './AgreementLine';
import { AuthLayout } from './AuthLayout';
import { InvitationCodeForm } from './InvitationCodeForm';
import { WaitlistButton } from './WaitlistButton';

/** /invite/: activate the account by waitlist or invitation code (core.md §2). */
export function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useSessionStore((s) => s.invitation.email);
  return (
    <AuthLayout footer={<AgreementLine />}>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 mb-6"
        icon={<ArrowLeft className="size-4" aria-hidden="true" />}
        onClick={() => navigate('/login/', { replace: true })}
      >
        {t('invite.back')}
      </Button>
      <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-1 text-[12px] font-medium text-brand-700 ring-1 ring-brand-100">
        {t('invite.badge')}
      </span>
      <h1 className="mt-4 text-[28px] leading-tight font-semibold tracking-[-0.02em] text-balance">
        {t('invite.title')}
      </h1>
      <p className="mt-2 text-[15px] leading-6 text-ink-muted">
        <Trans
          i18nKey="invite.subtitle"
          values={{ email }}
          components={{ email: <span className="font-medium text-ink" /> }}
        />
      </p>
      <div className="mt-8 space-y-6">
        <WaitlistButton />
        <TextDivider>{t('invite.haveCode')}</TextDivider>
        <InvitationCodeForm />
      </div>
    </AuthLayout>
  );
}
