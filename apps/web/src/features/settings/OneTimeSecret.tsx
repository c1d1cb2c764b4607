import { Check, Copy, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useCopyText } from '../../ui/useCopyText';
import {
  SettingsDialogBody,
  SettingsDialogDescription,
  SettingsDialogFooter,
  SettingsDialogHeader,
} from './SettingsDialog';

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

/**
 * The step of a settings dialog that shows a one-time secret: header, what happened, the
 * secret with its warning, and one button that closes the dialog.
 */
export function OneTimeSecretStep({
  icon,
  title,
  description,
  label,
  secret,
  warning,
  done,
  onDone,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  label: string;
  secret: string;
  warning: string;
  done: string;
  onDone(): void;
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <SettingsDialogHeader icon={icon} title={title} />
      <SettingsDialogBody>
        <SettingsDialogDescription>{description}</SettingsDialogDescription>
        <OneTimeSecret label={label} secret={secret} warning={warning} />
      </SettingsDialogBody>
      <SettingsDialogFooter>
        <Button onClick={onDone}>{done}</Button>
      </SettingsDialogFooter>
    </div>
  );
}
