import clsx from 'clsx';
import { Clapperboard } from 'lucide-react';
import { useState } from 'react';

/**
 * A project's latest video image, or a soft placeholder. Video frames are portrait (9:16), so
 * the frame sits on a blurred copy of itself to fill the landscape card.
 */
export function Thumbnail({
  src,
  className,
  onFailed,
}: {
  src?: string | null;
  className?: string;
  /** The picture did not load (say, its signed link expired): a fresh `src` may follow. */
  onFailed?(): void;
}) {
  // Remembered per address, so a fresh address after a failure is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const show = Boolean(src) && failedSrc !== src;
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
            onError={() => {
              setFailedSrc(src ?? null);
              onFailed?.();
            }}
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
