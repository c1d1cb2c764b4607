import type { ReactNode } from 'react';
import { Logo } from '../../ui/Logo';
import { LoginLanguageSelect } from './LoginLanguageSelect';
import { LoginShowcase } from './LoginShowcase';

/** Login and invite share one frame: the showcase on the left, the form column on the right. */
export function AuthLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-full bg-white">
      <LoginShowcase />
      <main className="flex min-h-screen min-w-0 flex-1 flex-col px-6 sm:px-10">
        <header className="flex h-20 items-center justify-between">
          <Logo />
          <LoginLanguageSelect />
        </header>
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-[384px]">{children}</div>
        </div>
        {footer ? <footer className="pb-8">{footer}</footer> : null}
      </main>
    </div>
  );
}
