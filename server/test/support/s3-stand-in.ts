import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';

/** The S3 stand-in's script: S3Proxy from Maven Central, in memory, on loopback. */
const START_SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 's3-stand-in', 'start.sh');

/**
 * A real S3-compatible server for the tests: the one CI started (S3_TEST_ENDPOINT, with
 * S3_TEST_ACCESS_KEY_ID and S3_TEST_SECRET_ACCESS_KEY), else a private S3Proxy started here (it
 * needs Java 17 and Maven; the first start fetches it). Each caller gets a bucket of its own.
 */
export class S3StandIn {
  readonly client: S3Client;

  private constructor(
    readonly endpoint: string,
    readonly accessKeyId: string,
    readonly secretAccessKey: string,
    private readonly process?: ChildProcess,
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

  static async start(): Promise<S3StandIn> {
    const given = process.env.S3_TEST_ENDPOINT;
    if (given) {
      return new S3StandIn(
        given,
        process.env.S3_TEST_ACCESS_KEY_ID ?? 'shop-test-key',
        process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'shop-test-secret',
      );
    }
    const port = await freePort();
    const child = spawn(START_SCRIPT, [String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const endpoint = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`The S3 stand-in did not start (needs Java 17 and Maven):\n${output}`);
      }
      // Any HTTP answer (403 without a signature) means it is up.
      if (
        await fetch(endpoint).then(
          () => true,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`The S3 stand-in did not answer in time:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return new S3StandIn(endpoint, 'shop-test-key', 'shop-test-secret', child);
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

  async stop(): Promise<void> {
    this.client.destroy();
    if (!this.process || this.process.exitCode !== null) return;
    const exited = new Promise((resolve) => this.process!.once('exit', resolve));
    this.process.kill();
    await exited;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}
