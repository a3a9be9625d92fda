import { Module } from '@nestjs/common';
import { StorageService } from './storage.service';

/** Where uploaded images are kept (disk or S3); modules that store images import it. */
@Module({ providers: [StorageService], exports: [StorageService] })
export class StorageModule {}
