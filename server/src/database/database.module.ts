import { Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { MongooseModule } from '@nestjs/mongoose';
import mongoose from 'mongoose';
import { databaseConfig } from '../config';
import { EmbeddedMongo } from './embedded-mongo';

// Filters built from client input must never carry operators ({ $ne: null }), and a query on an
// unknown field is a programming error, not an empty result.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', 'throw');
// Mongoose keeps each query's stack (an Error built per query) only to explain "Query was already
// executed"; that costs more CPU than a simple lookup by id itself.
mongoose.set('skipOriginalStackTraces', true);

@Injectable()
class EmbeddedMongoService extends EmbeddedMongo implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}

@Module({ providers: [EmbeddedMongoService], exports: [EmbeddedMongoService] })
class EmbeddedMongoModule {}

@Module({
  imports: [
    MongooseModule.forRootAsync({
      imports: [EmbeddedMongoModule],
      inject: [databaseConfig.KEY, EmbeddedMongoService],
      useFactory: async (config: ConfigType<typeof databaseConfig>, embedded: EmbeddedMongo) => ({
        uri: config.uri ?? (await embedded.start(config.embeddedDataDir)),
        // Fail fast instead of queueing while the database is away: requests answer 503 within
        // seconds, and the driver reconnects on its own when the database is back.
        bufferCommands: false,
        serverSelectionTimeoutMS: config.serverSelectionTimeoutMs,
        heartbeatFrequencyMS: 2000,
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule {}
