import { encodePng } from './png';

/** A 5x7 pixel font for the capitals and digits of brand initials; each row is 5 bits. */
const GLYPHS: Record<string, number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
};

const SIZE = 128;
const SCALE = 5;

/** HSL to RGB, for a badge colour picked by hue. */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * A round PNG badge with a brand's initials in white, drawn pixel by pixel: the shop's own
 * stand-in for a brand logo (no trademark artwork), and a real PNG that passes upload checks.
 */
export function brandBadgePng(initials: string, hue: number): Buffer {
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  const [r, g, b] = hslToRgb(hue, 0.6, 0.4);
  const centre = SIZE / 2;
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      if (distance > centre - 2) continue;
      const ring = distance > centre - 8 && distance < centre - 5;
      pixels.set(ring ? [255, 255, 255, 255] : [r, g, b, 255], (y * SIZE + x) * 4);
    }
  }
  const letters = [...initials.toUpperCase()].filter((char) => GLYPHS[char]).slice(0, 3);
  const width = letters.length * 6 * SCALE - SCALE;
  const left = Math.round((SIZE - width) / 2);
  const top = Math.round((SIZE - 7 * SCALE) / 2);
  letters.forEach((letter, index) => {
    GLYPHS[letter].forEach((row, rowIndex) => {
      for (let column = 0; column < 5; column += 1) {
        if (!(row & (1 << (4 - column)))) continue;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            const x = left + (index * 6 + column) * SCALE + dx;
            const y = top + rowIndex * SCALE + dy;
            pixels.set([255, 255, 255, 255], (y * SIZE + x) * 4);
          }
        }
      }
    });
  });
  return encodePng(SIZE, SIZE, pixels);
}
