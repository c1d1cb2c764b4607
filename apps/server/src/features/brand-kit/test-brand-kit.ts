import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { BrandKit } from '@talkreel/contract';
import type { TestServer } from '../../test/test-server';
import { uploadFile } from '../uploads/test-uploads';

/** Test helpers for the brand kit suite (used only by tests). */

/** An 80 x 40 PNG: transparent left half, opaque red right half. */
export function makeHalfTransparentPng(): Buffer {
  const canvas = createCanvas(80, 40);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ff0000';
  g.fillRect(40, 0, 40, 40);
  return canvas.toBuffer('image/png');
}

/** A 200 x 100 drawing (viewBox only): transparent left half, green right half. */
export const HALF_GREEN_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">' +
    '<rect x="100" y="0" width="100" height="100" fill="#00ff00"/></svg>',
);

export const validUpdate = {
  logo_corner: 'top-left',
  logo_size: 0.2,
  logo_opacity: 0.8,
  colors: ['#112233', '#AABBCC'],
  caption_style: {
    font: 'noto-sans-medium',
    size: 52,
    color: '#ffee00',
    decoration: 'outline',
    position: 'top',
    words_per_line: 3,
  },
};

export const detail = (server: TestServer, token: string) =>
  server.call<BrandKit>('GET', '/brand-kit/detail', undefined, { token });

export const update = (server: TestServer, token: string, body: Record<string, unknown>) =>
  server.call<BrandKit>('POST', '/brand-kit/update', body, { token });

/** Uploads bytes as an image and answers its file_uri (throws when the upload is refused). */
export async function imageUri(server: TestServer, token: string, bytes: Buffer, name: string) {
  const { confirm } = await uploadFile(server, token, 'image', bytes, name);
  if (confirm.body.code !== 200) throw new Error(`confirm: ${JSON.stringify(confirm.body)}`);
  return confirm.body.data.file_uri;
}

/** The logo behind a kit's signed link, decoded: its size and the RGBA of pixel (x, y). */
export async function fetchLogo(server: TestServer, url: string) {
  const res = await fetch(new URL(url, server.url));
  const bytes = Buffer.from(await res.arrayBuffer());
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    isPng: bytes.subarray(1, 4).toString('latin1') === 'PNG',
    width: image.width,
    height: image.height,
    pixel: (x: number, y: number) => [...g.getImageData(x, y, 1, 1).data],
  };
}
