import { storageConfig } from '.';
import { ConfigError } from './env';

/** Runs the storage config with exactly these variables set. */
function storageWith(vars: Record<string, string>) {
  const saved = process.env;
  process.env = { ...vars };
  try {
    return storageConfig();
  } finally {
    process.env = saved;
  }
}

describe('storage configuration', () => {
  it('keeps images on local disk by default, served through the shop', () => {
    const config = storageWith({});
    expect(config.kind).toBe('local');
    expect(config.publicUrl).toBeUndefined();
  });

  it('reads every S3 setting, with path-style addressing and us-east-1 by default', () => {
    const config = storageWith({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'shop',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_PUBLIC_URL: 'https://cdn.example.com/shop/',
    });
    expect(config).toMatchObject({
      kind: 's3',
      publicUrl: 'https://cdn.example.com/shop',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'shop',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(
      storageWith({ STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({ forcePathStyle: false, endpoint: undefined });
  });

  it('refuses an S3 setup it could not use, naming what is missing', () => {
    expect(() => storageWith({ STORAGE: 's3' })).toThrow('STORAGE=s3 needs S3_BUCKET.');
    expect(() => storageWith({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      ConfigError,
    );
    expect(() => storageWith({ STORAGE: 'ftp' })).toThrow('STORAGE must be one of local, s3');
    expect(() => storageWith({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio' })).toThrow(
      'S3_ENDPOINT must be a URL',
    );
  });
});
