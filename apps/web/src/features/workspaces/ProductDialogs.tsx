import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RenameProductDialog } from './RenameProductDialog';
import { useDeleteProduct } from './useDeleteProduct';
import { useProductDialogs } from './useProductDialogs';
import { useRenameProduct } from './useRenameProduct';

/** The product rename and delete dialogs; mount once, outside any popup (see useProductDialogs). */
export function ProductDialogs() {
  const { t } = useTranslation();
  const { renaming, deleting, close } = useProductDialogs();
  const rename = useRenameProduct();
  const remove = useDeleteProduct();
  return (
    <>
      <RenameProductDialog
        product={renaming}
        onClose={close}
        onRename={(product, name) => rename.mutate({ id: product.id, name })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : close())}
        title={t('workspaces.delete.title', { name: deleting?.name ?? '' })}
        description={t('workspaces.delete.description')}
        confirmLabel={t('workspaces.delete.confirm')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </>
  );
}
