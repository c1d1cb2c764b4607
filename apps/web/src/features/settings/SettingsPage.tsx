import type { ReactNode } from 'react';

/** The frame of one settings page: a title bar, then its sections in a readable column. */
export function SettingsPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-full">
      <header className="sticky top-0 z-10 flex h-16 shrink-0 items-center border-b border-line bg-white/90 px-8 backdrop-blur max-md:h-14 max-md:px-4">
        <h1 className="text-[17px] font-semibold tracking-[-0.01em]">{title}</h1>
      </header>
      <div className="mx-auto max-w-[880px] px-8 py-8 max-md:px-3 max-md:py-4">
        {subtitle ? <p className="mb-6 text-[14px] text-ink-muted">{subtitle}</p> : null}
        <div className="space-y-6">{children}</div>
      </div>
    </div>
  );
}

/** One card of settings: a heading and description on the left, the controls on the right. */
export function SettingsSection({
  title,
  description,
  children,
  labelledBy,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="rounded-2xl border border-line bg-white p-6 shadow-[0_1px_2px_rgb(23_22_31/0.04)]"
    >
      <div className="grid gap-5 md:grid-cols-[220px_1fr] md:gap-8">
        <div>
          <h2 id={labelledBy} className="text-[14.5px] font-semibold text-ink">
            {title}
          </h2>
          {description ? (
            <p className="mt-1 text-[13px] leading-5 text-ink-muted">{description}</p>
          ) : null}
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </section>
  );
}
