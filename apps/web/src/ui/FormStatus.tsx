import clsx from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';

export interface StatusMessage {
  tone: 'success' | 'error';
  text: string;
}

/** The green or red line under a form (login, invitation code). */
export function FormStatus({ status }: { status: StatusMessage | null }) {
  if (!status) return null;
  const Icon = status.tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <p
      role={status.tone === 'error' ? 'alert' : 'status'}
      data-tone={status.tone}
      className={clsx(
        'flex items-start gap-1.5 text-[13px] leading-5 animate-fade-in',
        status.tone === 'success' ? 'text-success' : 'text-danger',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{status.text}</span>
    </p>
  );
}
