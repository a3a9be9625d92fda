import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailService } from './mail.service';
import { OutboxMail, OutboxMailSchema } from './outbox-mail.schema';

/** The mail outbox and its worker (one per application, whichever modules import it). */
@Module({
  imports: [MongooseModule.forFeature([{ name: OutboxMail.name, schema: OutboxMailSchema }])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
