import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useCopyText } from '../../ui/useCopyText';

/**
 * A secret the server shows once (an API key, a webhook signing secret): the value in full, a
 * copy button and a warning that it cannot be shown again. The caller forgets the value when
 * its dialog closes.
 */
export function OneTimeSecret({
  label,
  secret,
  warning,
}: {
  label: string;
  secret: string;
  warning: string;
}) {
  const { t } = useTranslation();
  const { copy, copied } = useCopyText();
  return (
    <div className="space-y-3">
      <p
        role="alert"
        className="flex items-start gap-2.5 rounded-xl border border-[#f5d9a8] bg-[#fff8eb] px-3.5 py-3 text-[13px] leading-5 text-[#7a4a00]"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {warning}
      </p>
      <div>
        <p className="mb-1.5 text-[13px] font-medium text-ink">{label}</p>
        <div className="flex items-stretch gap-2 max-md:flex-col">
          <code
            data-testid="one-time-secret"
            className="min-w-0 flex-1 rounded-xl border border-line bg-canvas px-3.5 py-2.5 font-mono text-[13px] leading-5 break-all text-ink select-all"
          >
            {secret}
          </code>
          <Button
            variant={copied ? 'secondary' : 'primary'}
            className="shrink-0"
            icon={
              copied ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )
            }
            onClick={() => void copy(secret)}
          >
            {copied ? t('settings.secret.copied') : t('settings.secret.copy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
