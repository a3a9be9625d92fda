import { Module } from '@nestjs/common';
import { ImageKeysBackfill } from './image-keys';
import { StorageService } from './storage.service';

/** Where uploaded images are kept (disk or S3); modules that store images import it. */
@Module({ providers: [StorageService, ImageKeysBackfill], exports: [StorageService] })
export class StorageModule {}
