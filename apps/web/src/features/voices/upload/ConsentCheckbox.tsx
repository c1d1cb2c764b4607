import * as Checkbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';
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
  i18nKey = 'voices.upload.consent',
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The sentence (with <terms> and <privacy> links); the create-actor dialog speaks of a likeness. */
  i18nKey?: string;
}) {
  // Ids per instance: the voice dialog can open over the create-actor dialog, each with a box.
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox.Root
        id={`${id}-consent`}
        checked={checked}
        onCheckedChange={(v) => onChange(v === true)}
        aria-labelledby={`${id}-consent-label`}
        className="mt-0.5 flex size-[18px] shrink-0 items-center justify-center rounded-[5px] border-[1.5px] border-[#cfcddc] bg-white transition-colors data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-500"
      >
        <Checkbox.Indicator>
          <Check className="size-3 text-white" strokeWidth={3} aria-hidden="true" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label
        id={`${id}-consent-label`}
        htmlFor={`${id}-consent`}
        className="cursor-pointer text-[12.5px] leading-5 text-ink-muted select-none"
      >
        <Trans
          i18nKey={i18nKey}
          components={{
            terms: <Link href={appSettings().termsUrl} />,
            privacy: <Link href={appSettings().privacyUrl} />,
          }}
        />
      </label>
    </div>
  );
}
