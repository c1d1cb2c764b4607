import { createCanvas } from '@napi-rs/canvas';
import { seededRandom } from '../../render/seeded-random.js';
import type { Ctx } from './canvas-types.js';
import { mix, shade, withAlpha } from './color.js';
import type { Situation } from './params.js';

type Painter = (ctx: Ctx, w: number, h: number, rand: () => number) => void;

function pick<T>(rand: () => number, items: T[]): T {
  return items[Math.floor(rand() * items.length)];
}

function verticalGradient(
  ctx: Ctx,
  h: number,
  stops: [number, string][],
): ReturnType<Ctx['createLinearGradient']> {
  const grad = ctx.createLinearGradient(0, 0, 0, h);
  for (const [at, color] of stops) grad.addColorStop(at, color);
  return grad;
}

const studio: Painter = (ctx, w, h, rand) => {
  const [light, deep] = pick(rand, [
    ['#f3efff', '#b9b1ec'],
    ['#eef8f6', '#9fd0c6'],
    ['#fff3ea', '#f0b99b'],
    ['#eef4ff', '#a9bff0'],
  ]);
  const grad = ctx.createRadialGradient(w * 0.5, h * 0.36, 40, w * 0.5, h * 0.45, h * 0.75);
  grad.addColorStop(0, light);
  grad.addColorStop(1, deep);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
  // Large soft discs, the way product backdrops fake studio lights.
  for (let i = 0; i < 6; i++) {
    ctx.fillStyle = withAlpha('#ffffff', 0.12 + rand() * 0.12);
    ctx.beginPath();
    ctx.arc(rand() * w, rand() * h * 0.7, 60 + rand() * 140, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = withAlpha(shade(deep, -0.2), 0.35);
  ctx.beginPath();
  ctx.ellipse(w / 2, h * 1.02, w * 0.9, h * 0.22, 0, 0, Math.PI * 2);
  ctx.fill();
};

const office: Painter = (ctx, w, h, rand) => {
  const wall = pick(rand, ['#e9e4dc', '#dfe6ea', '#ece6dd']);
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, w, h);
  // Window with a city skyline on the left.
  const wx = 30;
  const wy = 170;
  const ww = 300;
  const wh = 620;
  ctx.fillStyle = verticalGradient(ctx, wh, [
    [0, '#9fcbef'],
    [1, '#dcefff'],
  ]);
  ctx.fillRect(wx, wy, ww, wh);
  ctx.fillStyle = '#8fb0cc';
  let x = wx;
  while (x < wx + ww) {
    const bw = 40 + rand() * 50;
    const bh = 120 + rand() * 260;
    ctx.fillRect(x, wy + wh - bh, bw - 6, bh);
    x += bw;
  }
  ctx.strokeStyle = '#f7f5f2';
  ctx.lineWidth = 14;
  ctx.strokeRect(wx, wy, ww, wh);
  ctx.beginPath();
  ctx.moveTo(wx + ww / 2, wy);
  ctx.lineTo(wx + ww / 2, wy + wh);
  ctx.stroke();
  // Shelf with books and a plant on the right.
  const sy = 520;
  ctx.fillStyle = '#b98a5e';
  ctx.fillRect(440, sy, 280, 14);
  let bx = 470;
  for (let i = 0; i < 6; i++) {
    const bw = 16 + rand() * 14;
    const bh = 70 + rand() * 50;
    ctx.fillStyle = pick(rand, ['#c0584a', '#3e6e8e', '#e2b04a', '#5a8a6a', '#7a5a8a']);
    ctx.fillRect(bx, sy - bh, bw, bh);
    bx += bw + 3;
  }
  ctx.fillStyle = '#d9cbb8';
  ctx.fillRect(640, sy - 50, 44, 50);
  ctx.fillStyle = '#5c9a5a';
  for (let i = 0; i < 7; i++) {
    ctx.beginPath();
    ctx.ellipse(
      662 + (rand() - 0.5) * 60,
      sy - 70 - rand() * 60,
      14,
      34,
      (rand() - 0.5) * 1.6,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.fillStyle = withAlpha('#000000', 0.08);
  ctx.fillRect(0, h * 0.82, w, h * 0.18);
};

const outdoor: Painter = (ctx, w, h, rand) => {
  ctx.fillStyle = verticalGradient(ctx, h, [
    [0, '#7fc0ee'],
    [0.55, '#d9efff'],
    [1, '#f4fbff'],
  ]);
  ctx.fillRect(0, 0, w, h);
  const sun = ctx.createRadialGradient(560, 260, 10, 560, 260, 260);
  sun.addColorStop(0, 'rgba(255,250,220,0.95)');
  sun.addColorStop(1, 'rgba(255,250,220,0)');
  ctx.fillStyle = sun;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  for (let i = 0; i < 3; i++) {
    const cx = rand() * w;
    const cy = 120 + rand() * 260;
    for (let k = 0; k < 4; k++) {
      ctx.beginPath();
      ctx.ellipse(cx + k * 36 - 54, cy - (k % 2) * 16, 46, 30, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  const hills: [string, number][] = [
    ['#a9d6a0', 720],
    ['#83c07c', 800],
    ['#62a85e', 900],
  ];
  for (const [color, base] of hills) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, h);
    ctx.lineTo(0, base);
    for (let x = 0; x <= w; x += 120) {
      ctx.quadraticCurveTo(x + 60, base - 40 - rand() * 80, x + 120, base + (rand() - 0.5) * 30);
    }
    ctx.lineTo(w, h);
    ctx.closePath();
    ctx.fill();
  }
  for (const tx of [70, 650, 120]) {
    ctx.fillStyle = '#7a5a40';
    ctx.fillRect(tx - 8, 700, 16, 160);
    ctx.fillStyle = pick(rand, ['#4f944c', '#5aa357', '#468a45']);
    for (const [dx, dy, r] of [
      [0, 640, 70],
      [-45, 690, 55],
      [45, 690, 55],
    ]) {
      ctx.beginPath();
      ctx.arc(tx + dx, dy, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
};

const livingRoom: Painter = (ctx, w, h, rand) => {
  const wall = pick(rand, ['#f2dfcc', '#e8e0d2', '#f0d9d0']);
  ctx.fillStyle = verticalGradient(ctx, h, [
    [0, shade(wall, 0.25)],
    [1, wall],
  ]);
  ctx.fillRect(0, 0, w, h);
  // Framed pictures.
  for (const [fx, fy, fw, fh] of [
    [60, 220, 150, 190],
    [500, 180, 170, 130],
  ]) {
    ctx.fillStyle = '#8a6a4a';
    ctx.fillRect(fx - 8, fy - 8, fw + 16, fh + 16);
    ctx.fillStyle = pick(rand, ['#f4c27a', '#9cc7d8', '#e79a8a', '#b4d39a']);
    ctx.fillRect(fx, fy, fw, fh);
    ctx.fillStyle = withAlpha('#ffffff', 0.5);
    ctx.beginPath();
    ctx.arc(fx + fw * 0.65, fy + fh * 0.35, fh * 0.18, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = withAlpha('#3a5a3a', 0.5);
    ctx.beginPath();
    ctx.moveTo(fx, fy + fh);
    ctx.lineTo(fx + fw * 0.4, fy + fh * 0.5);
    ctx.lineTo(fx + fw, fy + fh);
    ctx.closePath();
    ctx.fill();
  }
  // Floor lamp glow on the right, plant on the left.
  const glow = ctx.createRadialGradient(620, 560, 10, 620, 560, 240);
  glow.addColorStop(0, 'rgba(255,226,160,0.9)');
  glow.addColorStop(1, 'rgba(255,226,160,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(300, 300, 420, 520);
  ctx.fillStyle = '#efe1c4';
  ctx.beginPath();
  ctx.moveTo(580, 520);
  ctx.lineTo(660, 520);
  ctx.lineTo(680, 600);
  ctx.lineTo(560, 600);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#5a4a3a';
  ctx.fillRect(616, 600, 8, 400);
  ctx.fillStyle = '#4e8a4e';
  for (let i = 0; i < 9; i++) {
    ctx.beginPath();
    ctx.ellipse(
      90 + (rand() - 0.5) * 90,
      640 + rand() * 120,
      16,
      46,
      (rand() - 0.5) * 1.8,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.fillStyle = '#c96f4a';
  ctx.fillRect(55, 740, 70, 70);
  // Sofa back behind the shoulders.
  const sofa = pick(rand, ['#6f8fa8', '#a86f5a', '#7a8f6a', '#8a7aa8']);
  ctx.fillStyle = sofa;
  ctx.beginPath();
  ctx.roundRect(-40, 900, w + 80, 420, 60);
  ctx.fill();
  ctx.fillStyle = shade(sofa, -0.12);
  ctx.beginPath();
  ctx.roundRect(-40, 1040, w + 80, 300, 40);
  ctx.fill();
};

const classroom: Painter = (ctx, w, h, rand) => {
  ctx.fillStyle = '#efe6d2';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#a88a64';
  ctx.fillRect(0, 180, w, 560);
  ctx.fillStyle = '#2f4f3e';
  ctx.fillRect(18, 196, w - 36, 528);
  ctx.strokeStyle = withAlpha('#ffffff', 0.6);
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  // Chalk doodles: a triangle, a curve and a few stroke "words".
  ctx.beginPath();
  ctx.moveTo(70, 420);
  ctx.lineTo(170, 420);
  ctx.lineTo(70, 300);
  ctx.closePath();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(500, 430);
  for (let x = 0; x <= 170; x += 10) ctx.lineTo(500 + x, 430 - Math.sin(x / 27) * 60);
  ctx.stroke();
  ctx.lineWidth = 3;
  for (let row = 0; row < 3; row++) {
    let x = 60;
    const y = 500 + row * 50;
    while (x < 260) {
      const len = 20 + rand() * 40;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + len, y + (rand() - 0.5) * 4);
      ctx.stroke();
      x += len + 14;
    }
  }
  ctx.fillStyle = '#c9a97a';
  ctx.fillRect(0, 724, w, 20);
  // Clock above the board.
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(600, 110, 44, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#3a3a3a';
  ctx.lineWidth = 5;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(600, 110);
  ctx.lineTo(600, 82);
  ctx.moveTo(600, 110);
  ctx.lineTo(620, 118);
  ctx.stroke();
  ctx.fillStyle = '#d8cdb6';
  ctx.fillRect(0, 744, w, h - 744);
};

const newsDesk: Painter = (ctx, w, h, rand) => {
  ctx.fillStyle = verticalGradient(ctx, h, [
    [0, '#0a1a3f'],
    [0.6, '#163a82'],
    [1, '#0c2258'],
  ]);
  ctx.fillRect(0, 0, w, h);
  // Globe grid behind the anchor.
  ctx.strokeStyle = withAlpha('#7fb2ff', 0.28);
  ctx.lineWidth = 2;
  const gx = 360;
  const gy = 520;
  for (let r = 120; r <= 330; r += 70) {
    ctx.beginPath();
    ctx.arc(gx, gy, r, 0, Math.PI * 2);
    ctx.stroke();
  }
  for (let k = -3; k <= 3; k++) {
    ctx.beginPath();
    ctx.ellipse(gx, gy, Math.abs(k) * 50 + 2, 330, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  // Light bars and screens.
  for (let i = 0; i < 5; i++) {
    ctx.fillStyle = withAlpha(pick(rand, ['#3d7bff', '#58c4ff', '#a0d8ff']), 0.18 + rand() * 0.15);
    ctx.fillRect(rand() * w, 0, 10 + rand() * 30, h * 0.75);
  }
  ctx.fillStyle = withAlpha('#ffffff', 0.08);
  ctx.fillRect(0, 780, w, 6);
  ctx.fillStyle = mix('#0a1a3f', '#ffffff', 0.08);
  ctx.fillRect(0, 1120, w, h - 1120);
  ctx.fillStyle = withAlpha('#58c4ff', 0.6);
  ctx.fillRect(0, 1116, w, 4);
};

const painters: Record<Situation, Painter> = {
  studio,
  office,
  outdoor,
  living_room: livingRoom,
  classroom,
  news_desk: newsDesk,
};

/** Paints the situation's backdrop, softened by a blur so the actor stands out (depth of field). */
export function drawBackground(
  ctx: Ctx,
  situation: Situation,
  seed: number,
  w: number,
  h: number,
): void {
  const rand = seededRandom(seed ^ 0x777);
  const sharp = createCanvas(w, h);
  painters[situation](sharp.getContext('2d'), w, h, rand);
  // Sharp copy underneath so the blur has no transparent fringe at the frame edges.
  ctx.drawImage(sharp, 0, 0);
  ctx.filter = 'blur(3px)';
  ctx.drawImage(sharp, 0, 0);
  ctx.filter = 'none';
  // A gentle vignette keeps the eye on the face.
  const vignette = ctx.createRadialGradient(w / 2, h * 0.42, h * 0.3, w / 2, h * 0.45, h * 0.8);
  vignette.addColorStop(0, 'rgba(0,0,0,0)');
  vignette.addColorStop(1, 'rgba(0,0,0,0.22)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, w, h);
}
