import type { ReactNode } from 'react';
import { appSettings } from '../../config';
import { TaggedText } from '../../i18n/TaggedText';

/** TaggedText fills in the link text from the translation. */
const ExternalLink = ({ href, children }: { href: string; children?: ReactNode }) => (
  <a
    href={href}
    target="_blank"
    rel="noreferrer"
    className="font-medium text-ink-muted underline decoration-line underline-offset-2 hover:text-brand-600"
  >
    {children}
  </a>
);

/** "By continuing, you agree to our Terms of Service and Privacy Policy." */
export function AgreementLine() {
  return (
    <p className="text-center text-[12.5px] leading-5 text-ink-subtle">
      <TaggedText
        i18nKey="login.agreement"
        components={{
          terms: <ExternalLink href={appSettings().termsUrl} />,
          privacy: <ExternalLink href={appSettings().privacyUrl} />,
        }}
      />
    </p>
  );
}
