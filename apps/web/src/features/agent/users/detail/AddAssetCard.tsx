import clsx from 'clsx';
import { Plus } from 'lucide-react';

/** The first card of an asset grid: creates an actor or a voice for the sub-user. */
export function AddAssetCard({
  label,
  note,
  onClick,
  tall,
}: {
  label: string;
  note?: string;
  onClick(): void;
  tall?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx(
        'flex flex-col items-center justify-center gap-1.5 rounded-lg border border-dashed border-brand-300 bg-brand-50/40 p-2 text-center text-brand-600 transition-colors hover:border-brand-400 hover:bg-brand-50',
        tall ? 'aspect-[9/16]' : 'h-full min-h-[58px] flex-row rounded-xl',
      )}
    >
      <Plus className="size-4 shrink-0" aria-hidden="true" />
      <span className="text-[12.5px] font-medium">{label}</span>
      {note ? <span className="text-[11px] text-brand-500/80">{note}</span> : null}
    </button>
  );
}
