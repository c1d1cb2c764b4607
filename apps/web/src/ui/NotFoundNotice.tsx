import { Compass } from 'lucide-react';
import { Link } from 'react-router';

/**
 * What a page says in place of something that is not there (an unknown address, a project
 * gone): inside the app's frame, so the navigation stays, with one link back to known ground.
 */
export function NotFoundNotice({
  title,
  text,
  linkLabel,
  to,
}: {
  title: string;
  text: string;
  linkLabel: string;
  to: string;
}) {
  return (
    <section
      aria-labelledby="not-found-title"
      className="flex h-full min-h-[320px] flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-500">
        <Compass className="size-6" aria-hidden="true" />
      </span>
      <div className="flex max-w-[420px] flex-col gap-1.5">
        <h1 id="not-found-title" className="text-[17px] font-semibold text-ink">
          {title}
        </h1>
        <p className="text-sm leading-relaxed text-ink-muted">{text}</p>
      </div>
      <Link
        to={to}
        className="inline-flex h-10 items-center rounded-[10px] bg-brand-500 px-4 text-sm font-medium text-white shadow-[0_1px_2px_rgb(45_20_160/0.25)] hover:bg-brand-600"
      >
        {linkLabel}
      </Link>
    </section>
  );
}
