/**
 * What the viewer sees of the mouth, frame by frame, read from the delivered MP4: its opening
 * (a fraction of the face's height) and a small RGB crop around it for the jump figure and the
 * contact sheet. Photo and video actors are measured with the face-mesh model the engine ships
 * (inner-lip distance ÷ forehead-to-chin); the illustrated actor from the mouth region's pixels.
 */
import { detectFacesInRgb } from '../../packages/engine/src/actors/photo/detect-landmarks';
import { RawFrameReader } from '../../packages/engine/src/media/raw-frame-reader';

export interface MouthCrop {
  width: number;
  height: number;
  /** RGB, row by row. */
  rgb: Uint8Array;
}

export interface MouthFrames {
  /** Per frame, inner-lip opening ÷ face height; NaN when no face was found in that frame. */
  opening: number[];
  crops: MouthCrop[];
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
/** Width the face crop is scaled to before the mesh is fitted. */
const meshCropWidth = 384;

/** Streams the frames of `video` cropped to `box` (then scaled to `size` when given), as RGB. */
async function* croppedFrames(
  video: string,
  box: Box,
  size?: { width: number; height: number },
): AsyncGenerator<Uint8Array> {
  const w = even(size?.width ?? box.width);
  const h = even(size?.height ?? box.height);
  const scale = size ? `,scale=${w}:${h}:flags=area` : '';
  const reader = new RawFrameReader(
    [
      ...['-v', 'error', '-i', video],
      ...['-vf', `crop=${even(box.width)}:${even(box.height)}:${box.x}:${box.y}${scale}`],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    w * h * 3,
  );
  try {
    for (;;) {
      const frame = Buffer.alloc(w * h * 3);
      if (!(await reader.next(frame))) return;
      yield new Uint8Array(frame.buffer, frame.byteOffset, frame.length);
    }
  } finally {
    reader.close();
  }
}

function cropOf(rgb: Uint8Array, stride: number, rows: number, box: Box): MouthCrop {
  const out = new Uint8Array(box.width * box.height * 3);
  for (let y = 0; y < box.height; y++) {
    const sy = Math.min(rows - 1, Math.max(0, box.y + y));
    for (let x = 0; x < box.width; x++) {
      const sx = Math.min(stride - 1, Math.max(0, box.x + x));
      const from = (sy * stride + sx) * 3;
      const to = (y * box.width + x) * 3;
      out[to] = rgb[from];
      out[to + 1] = rgb[from + 1];
      out[to + 2] = rgb[from + 2];
    }
  }
  return { width: box.width, height: box.height, rgb: out };
}

type Pt = [number, number];
const dist = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);
/** Inner-lip pairs across the middle of the mouth (centre and a column either side). */
const innerPairs: [number, number][] = [
  [13, 14],
  [82, 87],
  [312, 317],
];

/**
 * Photo and video actors: the face is found once in the whole first frame, then every frame is
 * read cropped around it (the head only sways) and the mesh is fitted on the crop.
 */
export async function meshMouthFrames(
  video: string,
  frameSize: { width: number; height: number },
): Promise<MouthFrames> {
  const whole = { x: 0, y: 0, ...frameSize };
  const frames = croppedFrames(video, whole);
  const first = (await frames.next()).value;
  await frames.return(undefined);
  if (!first) throw new Error(`${video} has no frames`);
  const [face] = await detectFacesInRgb(first, frameSize.width, frameSize.height);
  if (!face) throw new Error(`no face in the first frame of ${video}`);
  const side = Math.max(face.box.width, face.box.height) * 1.5;
  const cx = face.box.x + face.box.width / 2;
  const cy = face.box.y + face.box.height / 2;
  const cw = even(Math.min(frameSize.width, side));
  const ch = even(Math.min(frameSize.height, side));
  const box = {
    x: Math.round(Math.min(frameSize.width - cw, Math.max(0, cx - cw / 2))),
    y: Math.round(Math.min(frameSize.height - ch, Math.max(0, cy - ch / 2))),
    width: cw,
    height: ch,
  };
  // The mesh model sees the face at 192 px: fitting it on the crop scaled to 384 px wide costs a
  // third of the full-size crop and reads the same openings (to the landmarks' 1 px rounding).
  const k = meshCropWidth / cw;
  const w = meshCropWidth;
  const h = even(ch * k);
  const p = face.points.map(([x, y]) => [(x - box.x) * k, (y - box.y) * k] as Pt);
  const faceHeight = dist(p[10], p[152]);
  // The mouth crop rides on the nose tip, which the jaw does not move.
  const nose = p[1];
  const mouthMid: Pt = [(p[13][0] + p[14][0]) / 2, (p[13][1] + p[14][1]) / 2];
  const cropW = even(faceHeight * 0.6);
  const cropH = even(faceHeight * 0.36);
  const offset: Pt = [mouthMid[0] - nose[0], mouthMid[1] - nose[1] + faceHeight * 0.03];

  const opening: number[] = [];
  const crops: MouthCrop[] = [];
  let lastNose: Pt = nose;
  for await (const rgb of croppedFrames(video, box, { width: w, height: h })) {
    const [f] = await detectFacesInRgb(rgb, w, h);
    if (f) {
      const q = f.points;
      const height = dist(q[10], q[152]);
      const gap = innerPairs.reduce((s, [a, b]) => s + Math.max(0, q[b][1] - q[a][1]), 0);
      opening.push(gap / innerPairs.length / height);
      lastNose = q[1];
    } else opening.push(Number.NaN);
    crops.push(
      cropOf(rgb, w, h, {
        x: Math.round(lastNose[0] + offset[0] - cropW / 2),
        y: Math.round(lastNose[1] + offset[1] - cropH / 2),
        width: cropW,
        height: cropH,
      }),
    );
  }
  return { opening, crops };
}

/**
 * Where the stock illustrated actor's mouth sits in a 720×1280 frame (with room for the head's
 * sway), and its face's forehead-to-chin height there, in pixels.
 */
export const illustratedMouthRegion = { x: 280, y: 612, width: 170, height: 118 };
export const illustratedFaceHeight = 370;

/** The painted mouth's inside: the dark cavity or the teeth (the tongue lies between them). */
function isInterior(r: number, g: number, b: number): boolean {
  // Dark and red (the cavity is #3a1216); the brown hair in the region's lower corners is not.
  if (0.3 * r + 0.59 * g + 0.11 * b < 70 && r > 2 * g) return true;
  const lo = Math.min(r, g, b);
  return lo > 200 && Math.max(r, g, b) - lo < 30;
}

/**
 * Illustrated actor: in each column of the mouth region, the span from the first to the last
 * interior pixel; the opening is the tallest span ÷ the face's height.
 */
export async function pixelMouthFrames(video: string): Promise<MouthFrames> {
  const box = illustratedMouthRegion;
  const opening: number[] = [];
  const crops: MouthCrop[] = [];
  for await (const rgb of croppedFrames(video, box)) {
    let tallest = 0;
    // The middle of the region: the mouth, not the hair beside the chin.
    for (let x = 30; x < box.width - 30; x++) {
      let top = -1;
      let bottom = -1;
      for (let y = 0; y < box.height; y++) {
        const i = (y * box.width + x) * 3;
        if (isInterior(rgb[i], rgb[i + 1], rgb[i + 2])) {
          if (top < 0) top = y;
          bottom = y;
        }
      }
      if (top >= 0) tallest = Math.max(tallest, bottom - top + 1);
    }
    opening.push(tallest / illustratedFaceHeight);
    crops.push({ width: box.width, height: box.height, rgb: Uint8Array.from(rgb) });
  }
  return { opening, crops };
}
