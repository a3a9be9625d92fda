import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EventsModule } from '../events/event-bus';
import { AdminAccount } from './admin-account';
import { PasswordHasher } from './password-hasher';
import { AdminDeletion, AdminDeletionSchema } from './schemas/admin-deletion.schema';
import { User, UserSchema } from './schemas/user.schema';
import { UserOwnedWrites } from './user-owned-writes';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [
    EventsModule,
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: AdminDeletion.name, schema: AdminDeletionSchema },
    ]),
  ],
  controllers: [UsersController],
  providers: [UsersService, AdminAccount, PasswordHasher, UserOwnedWrites],
  exports: [UsersService, PasswordHasher, UserOwnedWrites],
})
export class UsersModule {}
