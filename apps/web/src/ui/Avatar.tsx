import type { PosterThumbnailUrls } from '@talkreel/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { initialsOf } from './initials';
import { avatarPoster } from './posterSources';

interface AvatarProps {
  name: string | null | undefined;
  src?: string | null;
  /** Thumbnails of `src` (an actor's poster): the 48 px one is loaded instead, by pixel ratio. */
  thumbnails?: PosterThumbnailUrls | null;
  size?: number;
  className?: string;
}

/** A round picture, or up to two initials of the name when there is none (or it fails). */
export function Avatar({ name, src, thumbnails, size = 32, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const picture = avatarPoster(src, thumbnails, size);
  const showImage = Boolean(picture) && !failed;
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-brand-400 to-brand-600 font-semibold text-white select-none',
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      aria-hidden="true"
    >
      {showImage ? (
        <img
          src={picture?.src}
          srcSet={picture?.srcSet}
          sizes={picture?.sizes}
          alt=""
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
