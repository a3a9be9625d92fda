import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { MongooseModule } from '@nestjs/mongoose';
import mongoose from 'mongoose';
import { databaseConfig } from '../config';
import { EventsModule } from '../events/event-bus';
import { DatabaseWatch } from './database-watch';

// Filters built from client input must never carry operators ({ $ne: null }), and a query on an
// unknown field is a programming error, not an empty result.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', 'throw');
// Mongoose keeps each query's stack (an Error built per query) only to explain "Query was already
// executed"; that costs more CPU than a simple lookup by id itself.
mongoose.set('skipOriginalStackTraces', true);

/** The connection (MONGODB_URI), and the watch that prepares an emptied database again. */
@Module({
  imports: [
    EventsModule,
    MongooseModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (config: ConfigType<typeof databaseConfig>) => ({
        uri: config.uri,
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
  providers: [DatabaseWatch],
})
export class DatabaseModule {}
