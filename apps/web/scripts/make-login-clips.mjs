#!/usr/bin/env node
/**
 * Renders the login page's three looping marketing clips with the npm ffmpeg build, so the
 * repository ships no media: animated gradients, a stylised talking figure, a waveform and
 * caption bars, all drawn by ffmpeg filters (the npm build bundles no fonts, so no text).
 * Writes public/generated/login-clip-{1,2,3}.mp4 (+ .jpg posters). A stamp of the drawing
 * recipe sits beside them, so existing clips are reused until the recipe changes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../public/generated');
const W = 360;
const H = 640;
const FPS = 25;
const SECONDS = 6;
const force = process.argv.includes('--force');

/** Each clip: gradient endpoints, glow colour and the caption's word widths per line. */
const clips = [
  {
    from: [109, 74, 255],
    to: [255, 122, 182],
    glow: [255, 214, 240],
    words: [
      [58, 40, 72, 46],
      [64, 52, 38],
    ],
  },
  {
    from: [52, 40, 200],
    to: [39, 194, 194],
    glow: [200, 255, 250],
    words: [
      [44, 70, 36, 60],
      [50, 84],
    ],
  },
  {
    from: [255, 150, 90],
    to: [138, 77, 255],
    glow: [255, 236, 200],
    words: [
      [66, 30, 56, 62],
      [42, 58, 48],
    ],
  },
];

async function ffmpegPath() {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  const mod = await import('@ffmpeg-installer/ffmpeg');
  return (mod.default ?? mod).path;
}

const PERIOD = `(2*PI*T/${SECONDS})`;

/** Moving diagonal colour wave plus a drifting glow; rendered small and scaled up (it is smooth). */
function backgroundExpr(clip) {
  const m = `(0.5+0.5*sin(${PERIOD}+3*X/W+2*Y/H))`;
  const cx = `(W*(0.5+0.32*cos(${PERIOD})))`;
  const cy = `(H*(0.3+0.18*sin(${PERIOD})))`;
  const glow = `exp(-(pow(X-${cx},2)+pow(Y-${cy},2))/(2*pow(0.28*W,2)))`;
  const ch = (k) =>
    `min(255,${clip.from[k]}+(${clip.to[k] - clip.from[k]})*${m}+(${clip.glow[k]}-${clip.from[k]})*0.45*${glow})`;
  return `geq=r='${ch(0)}':g='${ch(1)}':b='${ch(2)}'`;
}

/** Soft-edged white shape with alpha from a signed-distance expression `d` (negative inside). */
const shape = (d, opacity) => `geq=r=255:g=255:b=255:a='${opacity}*255*clip(0.5-(${d}),0,1)'`;

const roundedRect = (cx, cy, hx, hy, r) =>
  `hypot(max(abs(X-${cx})-${hx - r},0),max(abs(Y-${cy})-${hy - r},0))-${r}`;

function filterGraph(clip) {
  const lines = [];
  lines.push(
    `color=c=black:s=${W / 4}x${H / 4}:r=${FPS}:d=${SECONDS},format=gbrp,${backgroundExpr(clip)},scale=${W}:${H}:flags=bicubic,format=rgba[bg]`,
  );
  // Figure: shoulders (static) and a head that nods while "talking".
  lines.push(
    `color=c=black@0:s=${W}x${H}:d=1,format=rgba,${shape(`(pow(pow(abs(X-${W / 2})/165,2.6)+pow(abs(Y-${H + 50})/260,2),0.5)-1)*200`, 0.42)},loop=loop=-1:size=1,trim=duration=${SECONDS},setpts=N/${FPS}/TB[body]`,
  );
  lines.push(
    `color=c=black@0:s=160x180:d=1,format=rgba,${shape('(hypot((X-80)/62,(Y-90)/76)-1)*70', 0.5)},loop=loop=-1:size=1,trim=duration=${SECONDS},setpts=N/${FPS}/TB[head]`,
  );
  // Speaking indicator: a pill with five bars whose heights follow offset sine waves.
  const bars = [0, 1, 2, 3, 4]
    .map((b) => {
      const x = 22 + b * 12;
      const amp = `(5+9*abs(sin(2*PI*T*${[1.5, 2.5, 1, 2, 3][b]}/1+${b})))`;
      return `lte(abs(X-${x}),2.5)*lte(abs(Y-20),${amp})`;
    })
    .join('+');
  lines.push(
    `color=c=black@0:s=96x40:r=${FPS}:d=${SECONDS},format=rgba,geq=r=255:g=255:b=255:a='255*min(1,0.22*clip(0.5-(${roundedRect(48, 20, 48, 20, 20)}),0,1)+0.95*min(1,${bars}))'[wave]`,
  );
  // Caption card: frosted rounded rectangle; word bars appear one by one and reset each loop.
  const cardW = W - 48;
  const cardH = 84;
  lines.push(
    `color=c=black@0:s=${cardW}x${cardH}:d=1,format=rgba,geq=r=20:g=16:b=40:a='150*clip(0.5-(${roundedRect(cardW / 2, cardH / 2, cardW / 2, cardH / 2, 16)}),0,1)',loop=loop=-1:size=1,trim=duration=${SECONDS},setpts=N/${FPS}/TB[card]`,
  );
  lines.push('[bg][body]overlay=0:0[a]');
  lines.push(
    `[a][head]overlay=x=${W / 2 - 80}:y='${H * 0.5 - 90 - 36}+4*sin(2*PI*t/1.5)+2*sin(2*PI*t/0.75)':eval=frame[b]`,
  );
  lines.push('[b][wave]overlay=24:28[c]');
  lines.push(`[c][card]overlay=24:${H - cardH - 36}[d]`);
  const words = [];
  let n = 0;
  const total = clip.words.flat().length;
  clip.words.forEach((line, row) => {
    let x = 24 + 20;
    for (const w of line) {
      const start = 0.4 + (n * (SECONDS - 1.6)) / total;
      const y = H - cardH - 36 + 22 + row * 26;
      words.push(
        `drawbox=x=${x}:y=${y}:w=${w}:h=12:color=white@0.9:t=fill:enable='between(t,${start.toFixed(2)},${SECONDS - 0.3})'`,
      );
      x += w + 10;
      n++;
    }
  });
  lines.push(`[d]${words.join(',')},format=yuv420p[out]`);
  return lines.join(';');
}

function run(ffmpeg, args) {
  const r = spawnSync(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`ffmpeg failed (${r.status}): ${r.stderr?.slice(-2000)}`);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const stampFile = path.join(outDir, 'login-clips.stamp');
  const recipe = createHash('sha256')
    .update(JSON.stringify(clips.map(filterGraph)))
    .digest('hex');
  const names = clips.map((_, i) => `login-clip-${i + 1}`);
  const complete = names.every(
    (n) => existsSync(path.join(outDir, `${n}.mp4`)) && existsSync(path.join(outDir, `${n}.jpg`)),
  );
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (!force && complete && stamp === recipe) return;

  const ffmpeg = await ffmpegPath();
  for (const [i, clip] of clips.entries()) {
    const name = names[i];
    const mp4 = path.join(outDir, `${name}.mp4`);
    const jpg = path.join(outDir, `${name}.jpg`);
    const started = Date.now();
    // Write under a temporary name so an interrupted run never leaves a half clip behind.
    const tmp = path.join(outDir, `${name}.tmp.mp4`);
    rmSync(tmp, { force: true });
    run(ffmpeg, [
      '-hide_banner',
      '-y',
      '-filter_complex',
      filterGraph(clip),
      '-map',
      '[out]',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '26',
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(FPS),
      '-t',
      String(SECONDS),
      '-movflags',
      '+faststart',
      '-an',
      tmp,
    ]);
    // The poster is a moment with the caption already written, for the first paint.
    run(ffmpeg, ['-hide_banner', '-y', '-ss', '3', '-i', tmp, '-frames:v', '1', '-q:v', '4', jpg]);
    renameSync(tmp, mp4);
    console.log(
      `login clip ${name}.mp4 rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  writeFileSync(stampFile, `${recipe}\n`);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
