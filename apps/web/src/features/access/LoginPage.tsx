import { useTranslation } from 'react-i18next';
import { appSettings } from '../../config';
import { TextDivider } from '../../ui/TextDivider';
import { AgreementLine } from './AgreementLine';
import { AuthLayout } from './AuthLayout';
import { EmailLoginForm } from './EmailLoginForm';
import { GoogleSignInButton } from './GoogleSignInButton';
import { InvitationNotice } from './InvitationNotice';

/** /login/ (core.md §2). */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout footer={<AgreementLine />}>
      <h1 className="text-[28px] leading-tight font-semibold tracking-[-0.02em] text-balance">
        {t('login.title')}
      </h1>
      <p className="mt-2 text-[15px] leading-6 text-ink-muted">{t('login.subtitle')}</p>
      <InvitationNotice />
      <div className="mt-8 space-y-6">
        {/* Shown only when the server has Google configured: otherwise it could only fail. */}
        {appSettings().googleSignIn && (
          <>
            <GoogleSignInButton />
            <TextDivider>{t('login.or')}</TextDivider>
          </>
        )}
        <EmailLoginForm />
      </div>
    </AuthLayout>
  );
}
