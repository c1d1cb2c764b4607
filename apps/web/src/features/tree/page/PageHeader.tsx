import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tooltip } from '../../../ui/Tooltip';

/** The header of a folder or project page: back button, title (inline-editable), actions. */
export function PageHeader({
  backLabel,
  onBack,
  title,
  subtitle,
  actions,
}: {
  backLabel: string;
  onBack(): void;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-10 flex h-16 shrink-0 items-center gap-3 border-b border-line bg-white/90 px-6 backdrop-blur max-md:gap-2 max-md:px-2">
      <Tooltip content={backLabel}>
        <button
          type="button"
          aria-label={backLabel}
          onClick={onBack}
          className="flex size-9 shrink-0 items-center justify-center rounded-[10px] text-ink-muted transition-colors hover:bg-canvas hover:text-ink max-md:size-10"
        >
          <ArrowLeft className="size-[18px]" aria-hidden="true" />
        </button>
      </Tooltip>
      <div className="flex min-w-0 flex-1 items-baseline gap-3">
        <h1 className="min-w-0 max-w-[min(560px,100%)] text-[17px] font-semibold tracking-[-0.01em] text-ink">
          {title}
        </h1>
        {subtitle ? (
          <span className="shrink-0 text-[13px] text-ink-subtle max-md:hidden">{subtitle}</span>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </header>
  );
}
