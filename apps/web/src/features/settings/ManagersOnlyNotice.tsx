import { Info } from 'lucide-react';

/** What a member sees instead of a page only the product's owner and admins may use. */
export function ManagersOnlyNotice({ text }: { text: string }) {
  return (
    <p
      className="flex items-start gap-2 rounded-xl border border-line bg-white px-4 py-3 text-[13.5px] leading-5 text-ink-muted"
      data-testid="managers-only"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden="true" />
      {text}
    </p>
  );
}
