import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { PeriodicJob } from '../common/periodic-job';
import { RateLimiter } from '../common/rate-limiter';
import { databaseConfig } from '../config';
import { EventBus } from '../events/event-bus';
import { runOnce } from './run-once';

/** The mark, among run-once.ts's claims in `seeds`, that the database holds what the shop prepares. */
const PREPARED = 'database-prepared';

/**
 * Notices a database emptied or replaced under the running shop, and prepares it again as a
 * start does: a database that lost the mark its start left (checked every
 * DB_PREPARED_CHECK_INTERVAL, and whenever the connection comes back) gets every model's indexes
 * (the unique ones are what keep two accounts from sharing an email), the rate limits' indexes,
 * and `database.replaced`, on which each module puts back what it keeps there (the admin
 * account). Of several instances one prepares it (runOnce) while the others wait.
 */
@Injectable()
export class DatabaseWatch extends PeriodicJob implements OnModuleInit {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(databaseConfig.KEY) config: ConfigType<typeof databaseConfig>,
    private readonly events: EventBus,
  ) {
    super('DatabaseWatch', config.preparedCheckMs);
  }

  async onModuleInit(): Promise<void> {
    // This start prepares the database (indexes as models compile, each module's start-up work).
    await this.marks().updateOne({ _id: PREPARED }, { $set: { at: new Date() } }, { upsert: true });
    this.connection.on('reconnected', () => void this.sweep());
  }

  protected async round(): Promise<number> {
    if (await this.marks().findOne({ _id: PREPARED, at: { $exists: true } })) return 0;
    await runOnce(this.connection, PREPARED, () => this.prepare());
    return 1;
  }

  protected report(): string {
    return 'The database had lost what the shop keeps in it: its indexes and the admin are back';
  }

  private async prepare(): Promise<void> {
    for (const model of Object.values(this.connection.models)) await model.createIndexes();
    await RateLimiter.createIndexes(this.connection);
    await this.events.emit('database.replaced', {});
  }

  private marks() {
    return this.connection.collection<{ _id: string; at?: Date }>('seeds');
  }
}
