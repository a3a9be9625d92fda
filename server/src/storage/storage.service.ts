import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { shopError } from '../common/shop-error';
import { appConfig, storageConfig } from '../config';
import type { ImageUpload } from './image-upload';
import {
  contentTypeOf,
  LocalDiskStore,
  type ObjectStore,
  S3Store,
  type StoredObject,
  UPLOADS_PATH,
} from './object-store';
import { makeRenditions } from './renditions';

/**
 * What a record keeps of an image: storage keys only, never URLs, so that the answers follow
 * PUBLIC_URL (or STORAGE_PUBLIC_URL) and the backend wherever they move.
 */
export interface StoredImage {
  key: string;
  /** The ~400 px wide WebP of a card, when one could be made. */
  thumbKey?: string;
  /** The ~1000 px wide WebP of a detail page, when one could be made. */
  detailKey?: string;
}

/** The URLs of an image as the API answers them (beside the entry's own URL field). */
export interface RenditionUrls {
  thumb_url?: string;
  detail_url?: string;
}

/** Every key an image occupies: the original and its renditions. */
const keysOf = (image: Partial<StoredImage>): string[] =>
  [image.key, image.thumbKey, image.detailKey].filter((key): key is string => Boolean(key));

/** Keeps uploaded images in the configured backend (STORAGE: local disk or S3) and names their URLs. */
@Injectable()
export class StorageService implements OnApplicationShutdown {
  private readonly logger = new Logger('Storage');
  private readonly store: ObjectStore;
  private readonly baseUrl: string;

  constructor(
    @Inject(storageConfig.KEY) storage: ConfigType<typeof storageConfig>,
    @Inject(appConfig.KEY) app: ConfigType<typeof appConfig>,
  ) {
    this.store =
      storage.kind === 's3' ? new S3Store(storage.s3) : new LocalDiskStore(storage.uploadDir);
    this.baseUrl = storage.publicUrl ?? `${app.publicUrl}${UPLOADS_PATH}`;
  }

  onApplicationShutdown(): void {
    if (this.store instanceof S3Store) this.store.destroy();
  }

  urlOf(key: string): string {
    return `${this.baseUrl}/${key}`;
  }

  /**
   * The URL of a stored image: from its key, or, for an image from before keys that is not one
   * of the shop's own (its start-up conversion found no key in it), the URL it was stored with.
   */
  imageUrl(image: Partial<StoredImage>, storedUrl?: string): string {
    return image.key ? this.urlOf(image.key) : (storedUrl ?? '');
  }

  /** The renditions' URLs of an image, for those it has. */
  renditionUrls(image: Partial<StoredImage>): RenditionUrls {
    return {
      ...(image.thumbKey && { thumb_url: this.urlOf(image.thumbKey) }),
      ...(image.detailKey && { detail_url: this.urlOf(image.detailKey) }),
    };
  }

  /** An object for /uploads, or null when there is none. */
  open(key: string): Promise<StoredObject | null> {
    return this.store.get(key);
  }

  /**
   * Stores images under new keys in `folder`; with `renditions`, also their web-sized WebP
   * copies beside them. All or nothing: if one fails, those already stored are removed.
   */
  async saveImages(
    folder: string,
    images: ImageUpload[],
    options: { renditions?: boolean } = {},
  ): Promise<StoredImage[]> {
    const saved: StoredImage[] = [];
    try {
      for (const image of images) {
        const name = `${folder}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
        saved.push(await this.saveImageAs(name, image, options));
      }
      return saved;
    } catch (error) {
      await this.removeImages(saved);
      throw error;
    }
  }

  /** Stores one image under `name` (a key without extension), overwriting what was there. */
  async saveImageAs(
    name: string,
    image: ImageUpload,
    options: { renditions?: boolean } = {},
  ): Promise<StoredImage> {
    const stored: StoredImage = { key: `${name}.${image.extension}` };
    const renditions = options.renditions ? await makeRenditions(image.content) : null;
    try {
      await this.store.put(stored.key, image.content, contentTypeOf(stored.key));
      if (renditions) {
        stored.thumbKey = `${name}-thumb.webp`;
        await this.store.put(stored.thumbKey, renditions.thumb, 'image/webp');
        stored.detailKey = `${name}-detail.webp`;
        await this.store.put(stored.detailKey, renditions.detail, 'image/webp');
      }
      return stored;
    } catch (error) {
      this.logger.error(`Could not store ${stored.key}: ${(error as Error).message}`);
      await this.removeImages([stored]);
      throw shopError('IMAGE_STORE_UNAVAILABLE');
    }
  }

  /** Removes images with their renditions. */
  removeImages(images: Partial<StoredImage>[]): Promise<void> {
    return this.remove(images.flatMap(keysOf));
  }

  /** Removes objects by key; a failure is logged, never thrown (the record is gone already). */
  async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.store
        .remove(key)
        .catch((error: Error) => this.logger.warn(`Could not remove ${key}: ${error.message}`));
    }
  }
}
