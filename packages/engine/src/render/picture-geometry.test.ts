import { describe, expect, it } from 'vitest';
import { checkBackground } from './background.js';
import { checkCaptionStyle, defaultCaptionStyle, splitWordsPerLine } from './caption-style.js';
import { frameSize } from './frame-format.js';
import { frameStreamArgs } from './frame-stream.js';
import { actorBox, bubbleOf, bubbleSource, checkLayout } from './layout.js';
import { checkLogo, logoRect } from './logo-overlay.js';
import { encodeTargets } from './render-clip.js';

describe('actor layout', () => {
  const wide = frameSize('16:9');
  it('places a 9:16 actor whole: full fits it centred, the others stand it on the bottom edge at the scale', () => {
    expect(actorBox(frameSize(), { placement: 'full', scale: 0.5 })).toEqual({
      x: 0,
      y: 0,
      width: 720,
      height: 1280,
    });
    expect(actorBox(wide, { placement: 'full', scale: 1 })).toEqual({
      x: 438,
      y: 0,
      width: 405,
      height: 720,
    });
    const left = actorBox(wide, { placement: 'left', scale: 0.5 });
    const centre = actorBox(wide, { placement: 'center', scale: 0.5 });
    const right = actorBox(wide, { placement: 'right', scale: 0.5 });
    expect(left).toEqual({ x: 51, y: 360, width: 203, height: 360 });
    expect(Math.abs(centre.x + centre.width / 2 - 640)).toBeLessThanOrEqual(1);
    expect(right.x + right.width).toBe(1280 - 51);
    for (const box of [left, centre, right]) expect(box.y + box.height).toBe(720);
  });

  it('puts the presenter bubble in the bottom-right corner, half the short side across at scale 1', () => {
    const bubble = bubbleOf(frameSize('9:16', '1080p'), 1);
    expect(bubble.radius).toBe(270);
    expect(bubble.cx + bubble.radius).toBe(1080 - 54);
    expect(bubble.cy + bubble.radius).toBe(1920 - 54);
    expect(bubbleOf(wide, 0.4).radius).toBe(72);
    // The square of the picture it shows is centred on the eyes (41% down the 9:16 picture).
    expect(bubbleSource(frameSize())).toEqual({ x: 0, y: 165, width: 720, height: 720 });
  });

  it('refuses an unknown placement or a scale outside 0.4-1', () => {
    expect(() => checkLayout({ placement: 'full', scale: 0.4 })).not.toThrow();
    expect(() => checkLayout({ placement: 'top' as 'full', scale: 1 })).toThrow(/placement/);
    expect(() => checkLayout({ placement: 'left', scale: 0.2 })).toThrow(/scale/);
    expect(() => checkLayout({ placement: 'left', scale: Number.NaN })).toThrow(/scale/);
  });
});

describe('logo placement', () => {
  it('sizes the logo as a share of the frame width and keeps a margin in its corner', () => {
    const frame = frameSize('16:9');
    const logo = { path: 'x.png', size: 0.1, opacity: 1 };
    expect(logoRect(frame, { ...logo, corner: 'top-right' }, 2)).toEqual({
      x: 1280 - 29 - 128,
      y: 29,
      width: 128,
      height: 64,
    });
    expect(logoRect(frame, { ...logo, corner: 'bottom-left' }, 2)).toEqual({
      x: 29,
      y: 720 - 29 - 64,
      width: 128,
      height: 64,
    });
  });

  it('refuses a bad corner, size or opacity', () => {
    const logo = { path: 'x.png', corner: 'top-left' as const, size: 0.1, opacity: 0.5 };
    expect(() => checkLogo(logo)).not.toThrow();
    expect(() => checkLogo({ ...logo, corner: 'middle' as 'top-left' })).toThrow(/corner/);
    expect(() => checkLogo({ ...logo, size: 0 })).toThrow(/size/);
    expect(() => checkLogo({ ...logo, opacity: 2 })).toThrow(/opacity/);
  });
});

describe('caption lines', () => {
  it('puts at most the given number of words on a line', () => {
    expect(splitWordsPerLine('one two three four five', 2)).toEqual([
      'one two',
      'three four',
      'five',
    ]);
    expect(splitWordsPerLine('Hola, ¿qué tal?', 1)).toEqual(['Hola,', '¿qué', 'tal?']);
    expect(splitWordsPerLine('just one', 12)).toEqual(['just one']);
  });

  it('cuts unspaced scripts between dictionary words, punctuation kept with its word', () => {
    const lines = splitWordsPerLine('欢迎来到我们的新产品。', 2);
    expect(lines.join('')).toBe('欢迎来到我们的新产品。');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => !l.startsWith('。'))).toBe(true);
    expect(lines[0]).toBe('欢迎来到');
  });

  it('refuses a style outside the contract', () => {
    expect(() => checkCaptionStyle(defaultCaptionStyle)).not.toThrow();
    expect(() => checkCaptionStyle({ ...defaultCaptionStyle, size: 100 })).toThrow(/size/);
    expect(() => checkCaptionStyle({ ...defaultCaptionStyle, color: 'red' })).toThrow(/colour/);
    expect(() => checkCaptionStyle({ ...defaultCaptionStyle, wordsPerLine: 0 })).toThrow(/words/);
    expect(() =>
      checkCaptionStyle({ ...defaultCaptionStyle, font: 'comic' as 'noto-sans-bold' }),
    ).toThrow(/font/);
  });
});

describe('background video', () => {
  it('is looped without its audio and laid under the frames, ending with them', () => {
    const args = frameStreamArgs({
      width: 720,
      height: 1280,
      fps: 25,
      audioPath: 'speech.wav',
      durationSec: 1,
      targets: [{ path: 'out.mp4', width: 720, height: 1280, crf: 22, audioKbps: 128 }],
      underlay: { input: ['-stream_loop', '-1', '-an', '-i', 'bg.mp4'], filter: 'null', top: 300 },
    });
    expect(args.join(' ')).toContain('-i speech.wav -stream_loop -1 -an -i bg.mp4');
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(graph).toContain('[2:v]');
    // The frames' band, straight alpha in YUV, goes on its row of the video.
    expect(graph).toContain('format=yuva420p[band]');
    expect(graph).toContain('overlay=x=0:y=300:format=yuv420:shortest=1');
    // Only the speech is mapped as audio.
    expect(args.filter((a) => a === '1:a')).toHaveLength(1);
  });

  it('is blended on two filter threads and encoded without B-frames; other renders keep both', () => {
    const options = {
      width: 720,
      height: 1280,
      fps: 25,
      audioPath: 'speech.wav',
      durationSec: 1,
      targets: encodeTargets({ video: 'out.mp4', compressed: 'small.mp4' }),
    };
    const underlay = { input: ['-i', 'bg.mp4'], filter: 'null' };
    expect(frameStreamArgs({ ...options, underlay }).join(' ')).toContain(
      '-filter_complex_threads 2',
    );
    expect(frameStreamArgs(options)).not.toContain('-filter_complex_threads');
    const [full, small] = encodeTargets(
      { video: 'out.mp4', compressed: 'small.mp4' },
      frameSize(),
      { movingBackground: true },
    );
    expect(full.x264Params).toContain('bframes=0');
    expect(small.x264Params ?? '').not.toContain('bframes');
    expect(options.targets[0].x264Params).not.toContain('bframes');
  });

  it('needs the path of its file', () => {
    expect(() => checkBackground({ type: 'video', value: '' })).toThrow(/path/);
  });
});
