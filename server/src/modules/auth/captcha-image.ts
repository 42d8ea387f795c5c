import { randomInt } from 'node:crypto';

/**
 * The captcha picture: each character is drawn from strokes of its own (no font, no <text>),
 * scaled, turned, sheared and shaken at random, among noise strokes drawn the same way, all in
 * shuffled order. The answer's characters appear nowhere in the markup; reading it takes a picture.
 */

type Point = readonly [number, number];
type Stroke = readonly Point[];

// Strokes on a 10 x 14 grid, y downwards. No 0/O, 1/I/L: easy to misread on a small screen.
// prettier-ignore
const GLYPHS: Record<string, readonly Stroke[]> = {
  '2': [[[1, 3], [2, 1], [5, 0], [8, 1], [9, 3], [8, 6], [1, 14], [9, 14]]],
  '3': [
    [[1, 1], [4, 0], [8, 1], [9, 3], [8, 6], [4, 7]],
    [[4, 7], [8, 8], [9, 11], [8, 13], [4, 14], [1, 13]],
  ],
  '4': [[[7, 14], [7, 0], [0, 10], [10, 10]]],
  '5': [[[9, 0], [2, 0], [1, 6], [5, 5], [8, 6], [9, 9], [8, 12], [5, 14], [1, 13]]],
  '6': [[[8, 1], [5, 0], [2, 2], [1, 7], [1, 11], [3, 14], [7, 14], [9, 11], [8, 8], [5, 7], [2, 8], [1, 10]]],
  '7': [[[0, 0], [10, 0], [4, 14]]],
  '8': [[[5, 7], [2, 6], [1, 3], [3, 0], [7, 0], [9, 3], [8, 6], [5, 7], [1, 9], [1, 12], [3, 14], [7, 14], [9, 12], [9, 9], [5, 7]]],
  '9': [[[9, 5], [7, 7], [3, 7], [1, 5], [1, 2], [3, 0], [7, 0], [9, 2], [9, 8], [7, 13], [4, 14], [2, 13]]],
  A: [[[0, 14], [5, 0], [10, 14]], [[2, 9], [8, 9]]],
  B: [
    [[1, 14], [1, 0], [6, 0], [8, 1], [9, 3], [8, 6], [6, 7], [1, 7]],
    [[6, 7], [8, 8], [9, 10], [9, 12], [7, 14], [1, 14]],
  ],
  C: [[[9, 2], [7, 0], [3, 0], [1, 3], [1, 11], [3, 14], [7, 14], [9, 12]]],
  D: [[[1, 0], [1, 14], [6, 14], [9, 11], [9, 3], [6, 0], [1, 0]]],
  E: [[[9, 0], [1, 0], [1, 14], [9, 14]], [[1, 7], [7, 7]]],
  F: [[[9, 0], [1, 0], [1, 14]], [[1, 7], [7, 7]]],
  G: [[[9, 2], [7, 0], [3, 0], [1, 3], [1, 11], [3, 14], [7, 14], [9, 12], [9, 8], [5, 8]]],
  H: [[[1, 0], [1, 14]], [[9, 0], [9, 14]], [[1, 7], [9, 7]]],
  J: [[[9, 0], [9, 11], [7, 14], [3, 14], [1, 11]]],
  K: [[[1, 0], [1, 14]], [[9, 0], [1, 9]], [[4, 6], [9, 14]]],
  M: [[[0, 14], [1, 0], [5, 9], [9, 0], [10, 14]]],
  N: [[[1, 14], [1, 0], [9, 14], [9, 0]]],
  P: [[[1, 14], [1, 0], [7, 0], [9, 2], [9, 5], [7, 7], [1, 7]]],
  Q: [[[3, 0], [1, 3], [1, 11], [3, 14], [7, 14], [9, 11], [9, 3], [7, 0], [3, 0]], [[6, 10], [10, 14]]],
  R: [[[1, 14], [1, 0], [7, 0], [9, 2], [9, 5], [7, 7], [1, 7]], [[5, 7], [9, 14]]],
  S: [[[9, 2], [7, 0], [3, 0], [1, 2], [1, 5], [3, 7], [7, 7], [9, 9], [9, 12], [7, 14], [3, 14], [1, 12]]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 14]]],
  U: [[[1, 0], [1, 11], [3, 14], [7, 14], [9, 11], [9, 0]]],
  V: [[[0, 0], [5, 14], [10, 0]]],
  W: [[[0, 0], [2, 14], [5, 5], [8, 14], [10, 0]]],
  X: [[[1, 0], [9, 14]], [[9, 0], [1, 14]]],
  Y: [[[0, 0], [5, 7], [10, 0]], [[5, 7], [5, 14]]],
  Z: [[[1, 0], [9, 0], [1, 14], [9, 14]]],
};

/** The characters a captcha is made of. */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const WIDTH = 160;
const HEIGHT = 50;
const COLOURS = ['#2b3a67', '#3d5a80', '#4a4e69', '#5c3d2e', '#1f4e3d', '#6b2d5c'];

/** A random number in [min, max) with 1/1000 steps (crypto-strength, like the answer). */
const between = (min: number, max: number) => min + (randomInt(0, 1000) / 1000) * (max - min);
const fmt = (n: number) => n.toFixed(1);

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const anyColour = () => COLOURS[randomInt(0, COLOURS.length)]!;

function pathElement(d: string, width: number, colour = anyColour()): string {
  return `<path d="${d}" stroke="${colour}" stroke-width="${fmt(width)}"/>`;
}

/** The strokes of one character placed in its cell, every point shaken a little. */
function glyphPaths(char: string, cellX: number): string[] {
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error(`no glyph for ${char}`);
  const scale = between(2.1, 2.6);
  const angle = between(-0.35, 0.35);
  const shear = between(-0.25, 0.25);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const cx = cellX + between(-2, 2);
  const cy = HEIGHT / 2 + between(-3, 3);
  const place = ([x, y]: Point): Point => {
    const gx = (x - 5 + between(-0.5, 0.5)) * scale;
    const gy = (y - 7 + between(-0.5, 0.5)) * scale;
    const sx = gx + shear * gy;
    return [cx + sx * cos - gy * sin, cy + sx * sin + gy * cos];
  };
  const width = between(2.4, 3.2);
  const colour = anyColour();
  return strokes.map((stroke) => {
    const points = stroke.map(place);
    return pathElement(
      points.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join(''),
      width,
      colour,
    );
  });
}

/** A curve across the picture, drawn like a character's stroke. */
function noisePath(): string {
  const p = () => `${fmt(between(0, WIDTH))} ${fmt(between(0, HEIGHT))}`;
  return pathElement(`M${p()}C${p()} ${p()} ${p()}`, between(1, 2));
}

/** The SVG of a captcha with this answer (characters of CAPTCHA_ALPHABET). */
export function captchaSvg(answer: string): string {
  const cell = (WIDTH - 20) / answer.length;
  const paths = [...answer].flatMap((c, i) => glyphPaths(c, 10 + cell * (i + 0.5)));
  for (let i = 0; i < 6; i++) paths.push(noisePath());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eef1f7"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${shuffle(paths).join('')}</g></svg>`
  );
}
