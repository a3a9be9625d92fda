/**
 * Recognises the image formats the shop accepts by their first bytes, so a text file named x.png
 * is refused however it is named.
 */
const SIGNATURES: { type: string; extensions: string[]; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'jpeg',
    extensions: ['jpg', 'jpeg'],
    matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'png',
    extensions: ['png'],
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'gif',
    extensions: ['gif'],
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'bmp',
    extensions: ['bmp'],
    matches: (b) => b.length > 14 && b.subarray(0, 2).toString('latin1') === 'BM',
  },
  {
    type: 'webp',
    extensions: ['webp'],
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The extension to store an image under, or null when the bytes are not an accepted image. */
export function detectImageExtension(content: Buffer): string | null {
  const signature = SIGNATURES.find((candidate) => candidate.matches(content));
  return signature ? signature.extensions[0] : null;
}
