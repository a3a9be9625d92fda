import { encodePng } from '../../src/vehicles/png';

/** A real PNG of one colour, `size` pixels square. */
export function png(size = 8, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const pixels = new Uint8Array(size * size * 4);
  for (let i = 0; i < size * size; i += 1) pixels.set([...rgb, 255], i * 4);
  return encodePng(size, size, pixels);
}

/** A 1x1 GIF. */
export const gif = (): Buffer =>
  Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
