import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../state/useSessionStore';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { TextField } from '../../ui/TextField';
import { SettingsPage, SettingsSection } from '../settings/SettingsPage';
import { AvatarUploader } from './AvatarUploader';
import { NameForm } from './NameForm';

/** Account settings (core.md §2): avatar, first and last name, read-only e-mail, language. */
export function AccountPage() {
  const { t } = useTranslation();
  const email = useSessionStore((s) => s.account?.email ?? '');
  return (
    <SettingsPage title={t('account.title')} subtitle={t('account.subtitle')}>
      <SettingsSection
        labelledBy="account-avatar"
        title={t('account.avatar.title')}
        description={t('account.avatar.description')}
      >
        <AvatarUploader />
      </SettingsSection>
      <SettingsSection
        labelledBy="account-name"
        title={t('account.name.title')}
        description={t('account.name.description')}
      >
        <NameForm />
      </SettingsSection>
      <SettingsSection
        labelledBy="account-email"
        title={t('account.email.title')}
        description={t('account.email.description')}
      >
        <TextField
          label={t('account.email.label')}
          value={email}
          readOnly
          className="[&_input]:text-ink-muted [&>div:last-child]:bg-canvas [&>div:last-child]:hover:border-line"
          trailing={<Lock className="mr-2 size-4 text-ink-subtle" aria-hidden="true" />}
        />
      </SettingsSection>
      <SettingsSection
        labelledBy="account-language"
        title={t('account.language.title')}
        description={t('account.language.description')}
      >
        <LanguageSelect className="h-11 w-full max-w-[280px] gap-2.5 border border-line bg-white px-3.5 text-[14.5px] text-ink hover:border-[#d6d5e0] hover:bg-white data-[state=open]:bg-white [&>span:last-child]:ml-auto" />
      </SettingsSection>
    </SettingsPage>
  );
}
