import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface NavRailItemProps {
  icon: LucideIcon;
  label: string;
  expanded: boolean;
  active?: boolean;
  /** In-app route, or an external address opened in a new tab. */
  to?: string;
  href?: string;
  /** Location state handed to the route (e.g. that it restores a remembered place). */
  state?: unknown;
}

/** One rail entry: icon over a small label when narrow, icon beside the label when expanded. */
export function NavRailItem({
  icon: Icon,
  label,
  expanded,
  active,
  to,
  href,
  state,
}: NavRailItemProps) {
  const className = clsx(
    'group flex rounded-xl transition-colors',
    expanded ? 'h-10 items-center gap-3 px-3' : 'flex-col items-center gap-1 py-2',
    active
      ? 'bg-white text-ink shadow-[0_1px_2px_rgb(23_22_31/0.06)] ring-1 ring-line'
      : 'text-ink-muted hover:bg-white/70 hover:text-ink',
  );
  const content = (
    <>
      <Icon
        className={clsx(
          'size-5 shrink-0',
          active ? 'text-brand-500' : 'text-ink-muted group-hover:text-ink',
        )}
        strokeWidth={1.8}
        aria-hidden="true"
      />
      <span
        className={clsx(
          expanded ? 'text-[14px] font-medium' : 'text-[11px] font-medium leading-none',
        )}
      >
        {label}
      </span>
    </>
  );
  if (href) {
    return (
      <a href={href} target="_blank" rel="noreferrer" className={className}>
        {content}
      </a>
    );
  }
  return (
    <Link
      to={to ?? '/'}
      state={state}
      className={className}
      aria-current={active ? 'page' : undefined}
    >
      {content}
    </Link>
  );
}
