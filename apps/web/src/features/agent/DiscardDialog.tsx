import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** The discard-confirm of unsaved agent forms (creation.md §2, §4). */
export function DiscardDialog({
  open,
  onDiscard,
  onStay,
}: {
  open: boolean;
  onDiscard(): void;
  onStay(): void;
}) {
  const { t } = useTranslation();
  const discarded = useRef(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        // Confirming closes the dialog first, then confirms: stay only if no discard followed.
        discarded.current = false;
        queueMicrotask(() => {
          if (!discarded.current) onStay();
        });
      }}
      onConfirm={() => {
        discarded.current = true;
        onDiscard();
      }}
      tone="primary"
      title={t('agent.discard.title')}
      description={t('agent.discard.text')}
      confirmLabel={t('agent.discard.confirm')}
      cancelLabel={t('agent.discard.stay')}
    />
  );
}
