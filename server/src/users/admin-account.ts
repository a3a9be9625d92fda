import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ADMIN_ROLE } from '@shop/shared';
import { ShopError } from '../common/shop-error';
import { appConfig, authConfig } from '../config';
import { isDuplicateKey } from '../database/database-errors';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { User } from './schemas/user.schema';
import { PasswordHasher } from './password-hasher';
import { UsersService } from './users.service';

/** The demo admin of `npm start`, used only when the operator configured none. */
export const DEMO_ADMIN = {
  email: 'admin@shop.test',
  password: 'admin12345',
  mobile: '+966500000000',
};

/**
 * Ensures at every start, and again in a database found emptied or replaced, that the admin of
 * ADMIN_EMAIL / ADMIN_PASSWORD exists and is an admin. Outside production with demo data on, a
 * demo admin stands in when none is configured.
 */
@Injectable()
export class AdminAccount implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    @InjectModel(User.name) private readonly userModel: Model<User>,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.ensure();
  }

  @OnShopEvent('database.replaced')
  async onDatabaseReplaced(_replaced: ShopEvents['database.replaced']): Promise<void> {
    await this.ensure();
  }

  private async ensure(): Promise<void> {
    const configured = this.auth.adminEmail && this.auth.adminPassword;
    if (!configured && !(this.app.seedDemo && !this.app.production)) return;
    const email = configured ? this.auth.adminEmail! : DEMO_ADMIN.email;
    const password = configured ? this.auth.adminPassword! : DEMO_ADMIN.password;

    // The unique email index must exist before two instances starting together both create.
    await this.userModel.init();
    if (!(await this.users.findByEmailWithSecrets(email))) {
      try {
        await this.users.create({
          name: 'Shop admin',
          email,
          mobile: DEMO_ADMIN.mobile,
          passwordHash: await this.passwords.hash(password),
          role: ADMIN_ROLE,
        });
      } catch (error) {
        // Another instance created it meanwhile (below, it is made sure to be an admin).
        if (!(ShopError.is(error, 'EMAIL_TAKEN', 'MOBILE_TAKEN') || isDuplicateKey(error)))
          throw error;
      }
    }
    const existing = await this.users.findByEmailWithSecrets(email);
    if (!existing) throw new Error(`The admin account ${email} could not be created.`);
    if (existing.role !== ADMIN_ROLE) await this.users.setRole(existing._id, ADMIN_ROLE);
    // No password is written to the log, not even the demo's (the README gives that one).
    this.logger.log(
      configured ? `Admin account: ${email}` : `Demo admin account: ${email} (see the README)`,
    );
  }
}
