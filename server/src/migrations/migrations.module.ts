import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { runOnce } from '../database/run-once';
import { MIGRATIONS } from './migrations';

/** The claim of a migration in the `seeds` collection of run-once.ts. */
export const migrationClaim = (name: string): string => `migration:${name}`;

/**
 * Brings the database up to this version at start: each migration of migrations.ts, in order,
 * once per database however many instances start together (database/run-once.ts). A migration
 * that fails stops the start; the next start runs it again.
 */
@Injectable()
export class Migrations implements OnApplicationBootstrap {
  private readonly logger = new Logger('Migrations');

  constructor(@InjectConnection() private readonly connection: Connection) {}

  async onApplicationBootstrap(): Promise<void> {
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
