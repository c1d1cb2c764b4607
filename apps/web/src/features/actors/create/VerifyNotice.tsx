import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failReasonText } from '../failReasonText';
import type { ActorMediaKind } from './useActorUpload';

/**
 * The Verify step's word on the file (issue 24): the check running, or the engine's reason the
 * file cannot become an actor, in the user's language.
 */
export function VerifyNotice({
  kind,
  checking,
  refusal,
}: {
  kind: ActorMediaKind;
  checking: boolean;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  if (checking) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-brand-50 px-3.5 py-2.5 text-[13px] leading-5 text-brand-700"
      >
        <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
        {t(`createActor.verify.checking.${kind}`)}
      </p>
    );
  }
  if (!refusal) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-xl bg-red-50 px-3.5 py-3 text-[13px] leading-5 text-red-800 ring-1 ring-red-200"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{t('createActor.verify.refused')}</p>
        <p>{failReasonText(refusal, t)}</p>
        <p className="mt-1 text-[12.5px] text-red-700/90">{t('createActor.verify.retry')}</p>
      </div>
    </div>
  );
}
