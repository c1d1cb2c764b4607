import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar';

interface DashboardHeaderProps {
  name: string;
  avatar: string;
  intro: string;
}

/** The dashboard header (creation.md §2): back to /agent/, the agent's avatar, name and intro. */
export function DashboardHeader({ name, avatar, intro }: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-line px-5 max-md:h-14 max-md:gap-2 max-md:px-2">
      <Link
        to="/agent/"
        aria-label={t('agent.header.back')}
        className="flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-canvas hover:text-ink max-md:size-10"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
      </Link>
      <Avatar name={name} src={avatar || null} size={34} />
      <div className="min-w-0">
        <h1 className="truncate text-[15px] font-semibold text-ink" data-testid="agent-name">
          {name}
        </h1>
        {intro ? <p className="truncate text-[12.5px] text-ink-muted">{intro}</p> : null}
      </div>
    </header>
  );
}
