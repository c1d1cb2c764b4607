import { AVATAR_MAX_BYTES } from '@talkreel/contract';

export const AVATAR_FILE_NAME = 'avatar.png';

const toPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))),
      'image/png',
      1,
    ),
  );

/**
 * Draws the chosen square of `image` onto a canvas `side` pixels wide and encodes it as
 * avatar.png (quality 1). A photo re-encoded as PNG can outgrow the 1 MB upload limit; then
 * it is drawn again a quarter smaller until it fits, since the server would refuse it.
 */
export async function renderAvatarCrop(
  image: CanvasImageSource,
  square: { sx: number; sy: number; side: number },
  side: number,
  maxBytes = AVATAR_MAX_BYTES,
): Promise<File> {
  let size = Math.max(1, Math.round(side));
  for (;;) {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas is not available');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, square.sx, square.sy, square.side, square.side, 0, 0, size, size);
    const blob = await toPng(canvas);
    if (blob.size <= maxBytes || size <= 64) {
      return new File([blob], AVATAR_FILE_NAME, { type: 'image/png' });
    }
    size = Math.round(size * 0.75);
  }
}
