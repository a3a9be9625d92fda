import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { runOnce } from '../database/run-once';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { MIGRATIONS } from './migrations';

/** The claim of a migration in the `seeds` collection of run-once.ts. */
export const migrationClaim = (name: string): string => `migration:${name}`;

/**
 * Brings the database up to this version at start, and a database found replaced under the
 * running shop (an older copy restored): each migration of migrations.ts, in order, once per
 * database however many instances start together (database/run-once.ts). A migration that
 * fails stops the start; the next start runs it again.
 */
@Injectable()
export class Migrations implements OnApplicationBootstrap {
  private readonly logger = new Logger('Migrations');

  constructor(@InjectConnection() private readonly connection: Connection) {}

  onApplicationBootstrap(): Promise<void> {
    return this.migrate();
  }

  @OnShopEvent('database.replaced')
  async onDatabaseReplaced(_replaced: ShopEvents['database.replaced']): Promise<void> {
    await this.migrate();
  }

  private async migrate(): Promise<void> {
    for (const migration of MIGRATIONS) {
      await runOnce(this.connection, migrationClaim(migration.name), async () => {
        const changed = await migration.run(this.connection);
        if (changed) this.logger.log(`${migration.name}: ${changed} records changed`);
      });
    }
  }
}

@Module({ providers: [Migrations] })
export class MigrationsModule {}
