import { mkdirSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import type { MongoMemoryServer } from 'mongodb-memory-server-core';

/**
 * The embedded MongoDB used when no MONGODB_URI is given: a real mongod that
 * mongodb-memory-server downloads on first use, keeping its data in a folder between runs.
 */
export class EmbeddedMongo {
  private server?: MongoMemoryServer;
  private readonly logger = new Logger('Database');

  async start(dataDir: string): Promise<string> {
    mkdirSync(dataDir, { recursive: true });
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    try {
      this.server = await MongoMemoryServer.create({
        instance: { dbPath: dataDir, storageEngine: 'wiredTiger' },
      });
    } catch (error) {
      throw new Error(
        `No MONGODB_URI is set and the embedded MongoDB could not start ` +
          `(${(error as Error).message}). Set MONGODB_URI to a running MongoDB.`,
      );
    }
    this.logger.log(`Embedded MongoDB started, data in ${dataDir}`);
    return this.server.getUri('shop');
  }

  async stop(): Promise<void> {
    // Keep the data folder: the embedded database persists between runs.
    await this.server?.stop({ doCleanup: false });
    this.server = undefined;
  }
}
