import { png } from '../../../server/test/support/images';

/*
 * The journeys' pictures: small one-colour PNGs from the server tests' encoder, as the shop's
 * upload checks want real images.
 */

type Colour = [number, number, number];

/** A picture chosen in a file input (Playwright's setInputFiles). */
export const pickedPng = (name: string, colour: Colour) => ({
  name,
  mimeType: 'image/png',
  buffer: png(8, colour),
});

/** A picture as a part of a multipart form sent to the API. */
export const pngBlob = (colour: Colour) =>
  new Blob([new Uint8Array(png(8, colour))], { type: 'image/png' });
