import clsx from 'clsx';

/** The Talkreel mark: a play glyph on a violet tile, optionally with the word mark. */
export function Logo({ withName = true, className }: { withName?: boolean; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id="talkreel-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8f72ff" />
            <stop offset="1" stopColor="#5a32f0" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#talkreel-logo)" />
        <path d="M12.5 10.5v11l9-5.5z" fill="#fff" />
      </svg>
      {withName ? (
        <span className="text-[17px] font-semibold tracking-[-0.01em] text-ink">Talkreel</span>
      ) : null}
    </span>
  );
}
