import { Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { SettingsPage, SettingsSection } from '../settings/SettingsPage';
import { KeepFoldersSetting } from '../workspaces/KeepFoldersSetting';
import { InviteForm } from './InviteForm';
import { MembersList } from './MembersList';
import { useMembers } from './useMembers';

/**
 * Members settings (core.md §2): invite by e-mail, the members list and its row actions; and,
 * as this is the product's settings page, the product's folder rule (issue 24).
 */
export function MembersPage() {
  const { t } = useTranslation();
  const { members, isLoading, viewerIsOwner, accountId, product, queryKey } = useMembers();
  const productName = product?.name ?? '';
  return (
    <SettingsPage
      title={t('members.title')}
      subtitle={
        <Trans
          i18nKey="members.subtitle"
          values={{ product: productName }}
          components={{ product: <strong className="font-semibold text-ink" /> }}
        />
      }
    >
      {viewerIsOwner ? (
        <SettingsSection
          labelledBy="members-invite"
          title={t('members.invite.title')}
          description={t('members.invite.description', { product: productName })}
        >
          <InviteForm listed={members} />
        </SettingsSection>
      ) : (
        <p className="flex items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 text-[13.5px] text-ink-muted">
          <Info className="size-4 shrink-0 text-brand-500" aria-hidden="true" />
          {t('members.ownerOnly', { product: productName })}
        </p>
      )}
      <MembersList
        members={members}
        isLoading={isLoading}
        viewerIsOwner={viewerIsOwner}
        accountId={accountId}
        productName={productName}
        queryKey={queryKey}
      />
      <SettingsSection
        labelledBy="product-folders"
        title={t('workspaces.settings.foldersTitle')}
        description={t('workspaces.settings.foldersDescription', { product: productName })}
      >
        <KeepFoldersSetting />
      </SettingsSection>
    </SettingsPage>
  );
}
