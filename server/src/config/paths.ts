import { resolve } from 'node:path';

/** The repository root: this file sits at server/{src,dist}/config/ in source and build alike. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const resolveFromRoot = (path: string): string => resolve(REPO_ROOT, path);
