import { Clapperboard, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';

/** A centred invitation to create something, with one primary button. */
export function EmptyState({
  title,
  text,
  action,
  onAction,
  icon,
}: {
  title: string;
  text: string;
  action: string;
  onAction(): void;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-8 py-16 text-center animate-fade-in">
      <span className="relative mb-5 flex size-16 items-center justify-center rounded-[20px] bg-gradient-to-br from-brand-50 to-brand-100 text-brand-500 shadow-[inset_0_0_0_1px_rgb(109_74_255/0.08)]">
        {icon ?? <Clapperboard className="size-7" strokeWidth={1.7} aria-hidden="true" />}
      </span>
      <h2 className="text-[17px] font-semibold tracking-[-0.01em] text-ink">{title}</h2>
      <p className="mt-1.5 max-w-[360px] text-[14px] leading-[21px] text-ink-muted">{text}</p>
      <Button
        className="mt-6"
        icon={<Plus className="size-4" strokeWidth={2.2} aria-hidden="true" />}
        onClick={onAction}
      >
        {action}
      </Button>
    </div>
  );
}
