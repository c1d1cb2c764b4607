import { type VideoFormatName, videoFrameSize } from '@talkreel/contract';
import clsx from 'clsx';

/** A small outline of a format's shape (its real aspect, at most 22 px on its long side). */
export function FormatShape({
  format,
  className,
}: {
  format: VideoFormatName;
  className?: string;
}) {
  const { width, height } = videoFrameSize(format);
  const k = 22 / Math.max(width, height);
  return (
    <span className="flex size-[24px] items-center justify-center" aria-hidden="true">
      <span
        className={clsx('block rounded-[3px] border-[1.75px] border-current', className)}
        style={{ width: Math.round(width * k), height: Math.round(height * k) }}
      />
    </span>
  );
}
