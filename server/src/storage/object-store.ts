import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config/storage.config';

/** Where the shop serves stored files: PUBLIC_URL/uploads/<key>. */
export const UPLOADS_PATH = '/uploads';

/** An object read back for serving. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  length?: number;
  etag?: string;
  lastModified?: Date;
}

/** Where uploaded files live: one interface, a backend per STORAGE setting. */
export interface ObjectStore {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes an object; a missing one is not an error (it is gone either way). */
  remove(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Whether a key is one the shop could have made: folders and a file name of plain characters,
 * no empty, dot-led or parent segments. Anything else is answered as missing, never looked up.
 */
export const isSafeKey = (key: string): boolean =>
  key.length <= 300 && key.split('/').every((segment) => /^[a-z0-9][a-z0-9._-]*$/i.test(segment));

/** Files under UPLOAD_DIR: one server, or several sharing one volume. */
export class LocalDiskStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string | null {
    const path = normalize(join(this.root, key));
    return isSafeKey(key) && path.startsWith(normalize(this.root) + sep) ? path : null;
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Refusing to store under the key ${key}`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    const found = path ? await stat(path).catch(() => null) : null;
    if (!path || !found?.isFile()) return null;
    return {
      body: createReadStream(path),
      contentType: contentTypeOf(key),
      length: found.size,
      lastModified: found.mtime,
    };
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (path) await rm(path, { force: true });
  }
}

/** Objects in a bucket of any S3-compatible store, shared by every instance. */
export class S3Store implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: StorageConfig['s3']) {
    this.bucket = config.bucket!;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: not every S3-compatible store knows the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: content,
        ContentType: contentType,
        ContentLength: content.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? contentTypeOf(key),
        length: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
