import { registerAs } from '@nestjs/config';
import { readString } from './env';
import { resolveFromRoot } from './paths';

export const storageConfig = registerAs('storage', () => {
  const env = process.env;
  return {
    /** Uploaded images live here and are served at /uploads. */
    uploadDir: resolveFromRoot(readString(env, 'UPLOAD_DIR', 'uploads')),
  };
});
export type StorageConfig = ReturnType<typeof storageConfig>;
