import { AVATAR_CROP_BOX_PX } from '@talkreel/contract';
import { useEffect, useState } from 'react';

/** The crop dialog: 16 px from each side of the window, at most 464 px wide, 24 px padding. */
const DIALOG_MARGIN_PX = 32;
const DIALOG_MAX_PX = 464;
const DIALOG_PADDING_PX = 48;

/**
 * How much the avatar crop box (AVATAR_CROP_BOX_PX square, in which all crop geometry is kept)
 * is scaled down to fit the dialog on a window `viewportWidth` wide: 1 on a desktop, about 0.78
 * on a 390 px phone, where the square used to run off the screen.
 */
export function cropBoxScale(viewportWidth: number): number {
  const room = Math.min(viewportWidth - DIALOG_MARGIN_PX, DIALOG_MAX_PX) - DIALOG_PADDING_PX;
  return Math.max(0.5, Math.min(1, room / AVATAR_CROP_BOX_PX));
}

/** cropBoxScale for the current window, kept up to date as it is resized or turned. */
export function useCropBoxScale(): number {
  const [scale, setScale] = useState(() => cropBoxScale(window.innerWidth));
  useEffect(() => {
    const onResize = () => setScale(cropBoxScale(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}
