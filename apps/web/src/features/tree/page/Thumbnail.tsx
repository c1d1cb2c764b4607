import clsx from 'clsx';
import { Clapperboard } from 'lucide-react';
import { useState } from 'react';

/**
 * A project's latest video image, or a soft placeholder. Video frames are portrait (9:16), so
 * the frame sits on a blurred copy of itself to fill the landscape card.
 */
export function Thumbnail({ src, className }: { src?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const show = Boolean(src) && !failed;
  return (
    <div
      className={clsx(
        'relative overflow-hidden bg-gradient-to-br from-[#f3f0ff] via-[#f6f5fb] to-[#eeeaf9]',
        className,
      )}
    >
      {show ? (
        <>
          <img
            src={src ?? undefined}
            alt=""
            aria-hidden="true"
            className="absolute inset-0 size-full scale-110 object-cover opacity-60 blur-xl"
          />
          <img
            src={src ?? undefined}
            alt=""
            draggable={false}
            onError={() => setFailed(true)}
            className="relative mx-auto h-full object-contain"
          />
        </>
      ) : (
        <div className="flex size-full items-center justify-center">
          <Clapperboard className="size-8 text-brand-300" strokeWidth={1.5} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
