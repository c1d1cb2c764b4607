import * as Checkbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { appSettings } from '../../../config';

const Link = ({ href, children }: { href: string; children?: ReactNode }) => (
  <a
    href={href}
    target="_blank"
    rel="noreferrer"
    className="font-medium text-ink underline decoration-line underline-offset-2 hover:text-brand-600"
  >
    {children}
  </a>
);

/**
 * The consent line (creation.md §2, §5): the user confirms the right to use the voice and
 * accepts the terms and privacy policy, linked as on the login page. Needed before upload.
 */
export function ConsentCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox.Root
        id="voice-consent"
        checked={checked}
        onCheckedChange={(v) => onChange(v === true)}
        aria-labelledby="voice-consent-label"
        className="mt-0.5 flex size-[18px] shrink-0 items-center justify-center rounded-[5px] border-[1.5px] border-[#cfcddc] bg-white transition-colors data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-500"
      >
        <Checkbox.Indicator>
          <Check className="size-3 text-white" strokeWidth={3} aria-hidden="true" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label
        id="voice-consent-label"
        htmlFor="voice-consent"
        className="cursor-pointer text-[12.5px] leading-5 text-ink-muted select-none"
      >
        <Trans
          i18nKey="voices.upload.consent"
          components={{
            terms: <Link href={appSettings().termsUrl} />,
            privacy: <Link href={appSettings().privacyUrl} />,
          }}
        />
      </label>
    </div>
  );
}
