import { IMAGE_EXTENSIONS } from './constants.js';

/** Whether a file name ends in one of the image extensions the shop accepts. */
export function hasImageExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}
