import { registerAs } from '@nestjs/config';
import {
  ConfigError,
  readBoolean,
  readChoice,
  readOptionalString,
  readString,
  readUrl,
} from './env';
import { resolveFromRoot } from './paths';

export const STORAGE_KINDS = ['local', 's3'] as const;

export const storageConfig = registerAs('storage', () => {
  const env = process.env;
  const kind = readChoice(env, 'STORAGE', STORAGE_KINDS, 'local');
  const s3 = {
    /** Any S3-compatible store (MinIO, Ceph, R2…); unset for AWS itself. */
    endpoint: readUrl(env, 'S3_ENDPOINT'),
    bucket: readOptionalString(env, 'S3_BUCKET'),
    region: readString(env, 'S3_REGION', 'us-east-1'),
    /** Without them, the AWS SDK's own chain (instance role, AWS_* variables) applies. */
    accessKeyId: readOptionalString(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: readOptionalString(env, 'S3_SECRET_ACCESS_KEY'),
    /** bucket in the path (http://host/bucket/key), as most self-hosted stores need. */
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE', true),
  };
  if (kind === 's3' && !s3.bucket) throw new ConfigError('STORAGE=s3 needs S3_BUCKET.');
  if (kind === 's3' && Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  return {
    /** local: files under UPLOAD_DIR; s3: objects in S3_BUCKET. Both are served at /uploads. */
    kind,
    /** Uploaded images live here with STORAGE=local. */
    uploadDir: resolveFromRoot(readString(env, 'UPLOAD_DIR', 'uploads')),
    /** Where image URLs point instead of PUBLIC_URL/uploads, e.g. a CDN in front of the bucket. */
    publicUrl: readUrl(env, 'STORAGE_PUBLIC_URL')?.replace(/\/+$/, ''),
    s3,
  };
});
export type StorageConfig = ReturnType<typeof storageConfig>;
