import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { appConfig, storageConfig } from '../config';
import { UPLOADS_PATH } from '../common/static-files';
import type { ImageUpload } from './image-upload';

/** A stored file: where it lives under UPLOAD_DIR and the absolute URL that serves it. */
export interface StoredFile {
  key: string;
  url: string;
}

/** Keeps uploaded images on local disk under UPLOAD_DIR, served at /uploads. */
@Injectable()
export class StorageService {
  private readonly logger = new Logger('Storage');

  constructor(
    @Inject(storageConfig.KEY) private readonly storage: ConfigType<typeof storageConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  urlOf(key: string): string {
    return `${this.app.publicUrl}${UPLOADS_PATH}/${key}`;
  }

  async saveImages(folder: string, images: ImageUpload[]): Promise<StoredFile[]> {
    await mkdir(join(this.storage.uploadDir, folder), { recursive: true });
    const saved: StoredFile[] = [];
    try {
      for (const image of images) {
        const key = `${folder}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${image.extension}`;
        await writeFile(join(this.storage.uploadDir, key), image.content, { flag: 'wx' });
        saved.push({ key, url: this.urlOf(key) });
      }
      return saved;
    } catch (error) {
      await this.remove(saved.map((file) => file.key));
      throw error;
    }
  }

  /** Removes files by key; a missing file is not an error (it is gone either way). */
  async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      const path = normalize(join(this.storage.uploadDir, key));
      if (!path.startsWith(normalize(this.storage.uploadDir))) continue;
      await rm(path, { force: true }).catch((error: Error) =>
        this.logger.warn(`Could not remove ${key}: ${error.message}`),
      );
    }
  }
}
