import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/Spinner';
import { ManagersOnlyNotice } from '../ManagersOnlyNotice';
import { SettingsPage } from '../SettingsPage';
import { useProductManager } from '../useProductManager';
import { useBrandKit } from './api/useBrandKit';
import { BrandKitEditor } from './BrandKitEditor';

/**
 * Settings → Brand kit (issue 26): the product's logo (corner, size, opacity), brand colours and
 * caption style, used by every video rendered with the workspace brand. Its owner and admins
 * change it; members see it read-only and are told who can.
 */
export function BrandKitPage() {
  const { t } = useTranslation();
  const { workspaceId, productName, canManage, isLoading: productLoading } = useProductManager();
  const kit = useBrandKit({ toast: true });
  return (
    <SettingsPage
      title={t('brandKit.title')}
      subtitle={t('brandKit.subtitle', { product: productName })}
    >
      {productLoading || kit.isLoading ? (
        <div className="flex justify-center py-10" data-testid="brand-kit-loading">
          <Spinner />
        </div>
      ) : kit.data ? (
        <>
          {canManage ? null : (
            <ManagersOnlyNotice text={t('brandKit.managersOnly', { product: productName })} />
          )}
          {/* A new product starts a new draft. */}
          <BrandKitEditor key={workspaceId} saved={kit.data} readOnly={!canManage} />
        </>
      ) : (
        <p className="text-[13.5px] text-danger" role="alert">
          {t('brandKit.loadFailed')}
        </p>
      )}
    </SettingsPage>
  );
}
