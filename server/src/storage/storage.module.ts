import { Global, Module } from '@nestjs/common';
import { ImageKeysBackfill } from './image-keys';
import { StorageService } from './storage.service';

@Global()
@Module({ providers: [StorageService, ImageKeysBackfill], exports: [StorageService] })
export class StorageModule {}
