// @ts-check
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where fetched tools are kept (jars of the stand-ins): beside the packages, gone with them. */
export const TOOL_CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'shop-stand-ins');
