import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The dashboard of an agent that does not exist or is not the caller's (a stale bookmark). */
export function AgentUnavailable() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="flex h-full flex-col items-center justify-center gap-3 px-8 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-danger/10 text-danger">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-[16px] font-semibold text-ink">{t('agent.unavailable.title')}</h2>
      <Link
        to="/agent/"
        className="rounded-lg px-3 py-1.5 text-[13.5px] font-medium text-brand-600 hover:bg-brand-50"
      >
        {t('agent.unavailable.back')}
      </Link>
    </section>
  );
}
