/** A horizontal rule with words in the middle ("or", "Already have a code?"). */
export function TextDivider({ children }: { children: string }) {
  return (
    <div className="flex items-center gap-3 text-[12.5px] text-ink-subtle">
      <span className="h-px flex-1 bg-line" aria-hidden="true" />
      <span>{children}</span>
      <span className="h-px flex-1 bg-line" aria-hidden="true" />
    </div>
  );
}
