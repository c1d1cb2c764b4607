import type { ReactNode } from 'react';
import { Logo } from '../../ui/Logo';

/** The full-screen frame of the app's error screens: mark, title, text, actions. */
export function ErrorFrame({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-5 bg-canvas px-6 text-center"
      role="alert"
    >
      <Logo withName={false} className="scale-125" />
      <div className="flex max-w-[420px] flex-col gap-1.5">
        <h1 className="text-[17px] font-semibold text-ink">{title}</h1>
        <p className="text-sm leading-relaxed text-ink-muted">{text}</p>
      </div>
      <div className="flex items-center gap-2.5">{children}</div>
    </div>
  );
}
