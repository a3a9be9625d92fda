import { Body, Controller, Delete, Get, Post, Query, UseGuards } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@shop/shared';
import { Model } from 'mongoose';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { ClientRateLimit } from '../common/client-rate-limit.guard';
import { IdParam } from '../common/object-id.pipe';
import { listing, PageQueryDto } from '../common/list-queries';
import { shopError } from '../common/shop-error';
import { ContactMessageDto, MessagesAnswer, MessageView } from './dto/message.dto';
import { ContactMessage } from './message.schema';

/** A visitor may send this many messages an hour from one address. */
const MESSAGES_PER_CLIENT_PER_HOUR = 10;

@ApiTags('messages')
@Controller('message')
export class MessagesController {
  constructor(@InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>) {}

  @Post('addMessage')
  @UseGuards(ClientRateLimit(MESSAGES_PER_CLIENT_PER_HOUR, 3_600_000, 'contact-messages'))
  @ApiOperation({ summary: 'Send the shop a message (no login needed)' })
  @ApiCreatedResponse({ type: MessageAnswer, description: API_MESSAGES.messageSent })
  @ApiErrors(400, 429)
  async add(@Body() body: ContactMessageDto): Promise<MessageAnswer> {
    await this.messages.create(body);
    return { message: API_MESSAGES.messageSent };
  }

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Every message, newest first' })
  @ApiOkResponse({ type: MessagesAnswer })
  @ApiErrors(400)
  async list(@Query() page: PageQueryDto): Promise<MessagesAnswer> {
    const { items: messages, total } = await listing(
      page,
      (window) => {
        const query = this.messages
          .find()
          .select('name email description createdAt')
          .sort({ createdAt: -1, _id: -1 })
          .lean<MessageView[]>();
        return window ? query.skip(window.skip).limit(window.limit) : query;
      },
      () => this.messages.countDocuments(),
    );
    return { message: 'Messages retrieved successfully.', messages, total };
  }

  @Delete('deleteMessage/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a message' })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.messageDeleted })
  @ApiErrors(400, 404)
  async delete(@IdParam() id: string): Promise<MessageAnswer> {
    const { deletedCount } = await this.messages.deleteOne({ _id: id });
    if (deletedCount === 0) throw shopError('MESSAGE_NOT_FOUND');
    return { message: API_MESSAGES.messageDeleted };
  }
}
