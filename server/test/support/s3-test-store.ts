import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * The real S3-compatible server of the tests: S3_TEST_ENDPOINT, with S3_TEST_ACCESS_KEY_ID and
 * S3_TEST_SECRET_ACCESS_KEY, which `npm test` sets (to the S3 stand-in it starts, unless given).
 * Each caller gets a bucket of its own.
 */
export class S3TestStore {
  readonly client: S3Client;

  private constructor(
    readonly endpoint: string,
    readonly accessKeyId: string,
    readonly secretAccessKey: string,
  ) {
    this.client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
      // As the shop's client: S3Proxy refuses the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  static connect(): S3TestStore {
    const endpoint = process.env.S3_TEST_ENDPOINT;
    if (!endpoint) {
      throw new Error(
        'S3_TEST_ENDPOINT is not set: run the tests through `npm test` (or scripts/with-services.mjs --object-store), which starts the S3 stand-in, or set S3_TEST_ENDPOINT',
      );
    }
    return new S3TestStore(
      endpoint,
      process.env.S3_TEST_ACCESS_KEY_ID ?? 'shop-test-key',
      process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'shop-test-secret',
    );
  }

  /** A new, empty bucket. */
  async createBucket(): Promise<string> {
    const bucket = `shop-test-${randomBytes(4).toString('hex')}`;
    await this.client.send(new CreateBucketCommand({ Bucket: bucket }));
    return bucket;
  }

  /** The settings that point the shop at a bucket of this store. */
  env(bucket: string): Record<string, string> {
    return {
      STORAGE: 's3',
      S3_ENDPOINT: this.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: this.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  async keys(bucket: string, prefix = ''): Promise<string[]> {
    const listed = await this.client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  }

  async read(bucket: string, key: string): Promise<{ body: Buffer; contentType?: string }> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return {
      body: Buffer.from(await object.Body!.transformToByteArray()),
      contentType: object.ContentType,
    };
  }

  close(): void {
    this.client.destroy();
  }
}
