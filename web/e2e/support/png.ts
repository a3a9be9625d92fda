import { encodePng } from '../../../server/src/seed/png';

/**
 * A real PNG of one colour, small enough to upload quickly: the server checks images by their
 * content, so a file that is only named .png would be refused. Encoded as the demo seed's
 * pictures are.
 */
export function solidPng([red, green, blue]: [number, number, number], size = 8): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  for (let pixel = 0; pixel < size * size; pixel += 1) rgba.set([red, green, blue, 255], pixel * 4);
  return encodePng(size, size, rgba);
}
