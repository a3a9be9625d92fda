import { Body, Controller, Delete, Get, Post, Put, Query, UseGuards } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@shop/shared';
import { Model } from 'mongoose';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { ClientRateLimit } from '../common/client-rate-limit.guard';
import { IdParam } from '../common/object-id.pipe';
import { listing } from '../common/list-queries';
import { shopError } from '../common/shop-error';
import {
  ContactMessageDto,
  MessageAnsweredAnswer,
  MessageAnsweredDto,
  MessagesAnswer,
  MessageView,
} from './dto/message.dto';
import { MessageListQueryDto, messageListFilter } from './message-list-query';
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
  @ApiOperation({
    summary: 'Every message, newest first',
    description:
      'With ?search= only messages with a word of the name or text starting with it, or whose ' +
      'email starts with it; ?answered=true or false: only those marked so; with ?page=&limit= ' +
      'one page and the total.',
  })
  @ApiOkResponse({ type: MessagesAnswer })
  @ApiErrors(400)
  async list(@Query() query: MessageListQueryDto): Promise<MessagesAnswer> {
    const filter = messageListFilter(query);
    const { items: messages, total } = await listing(
      query,
      async (window) => {
        const found = this.messages
          .find(filter)
          .select('name email description createdAt answered')
          .sort({ createdAt: -1, _id: -1 })
          .lean<MessageView[]>();
        if (window) found.skip(window.skip).limit(window.limit);
        return found;
      },
      () => this.messages.countDocuments(filter),
    );
    return { message: 'Messages retrieved successfully.', messages, total };
  }

  @Put('answered/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Mark a message answered (answered: true), or not (false)' })
  @ApiOkResponse({ type: MessageAnsweredAnswer })
  @ApiErrors(400, 404)
  async setAnswered(
    @IdParam() id: string,
    @Body() { answered }: MessageAnsweredDto,
  ): Promise<MessageAnsweredAnswer> {
    const { matchedCount } = await this.messages.updateOne({ _id: id }, { answered });
    if (matchedCount === 0) throw shopError('MESSAGE_NOT_FOUND');
    return {
      message: answered ? API_MESSAGES.messageAnswered : API_MESSAGES.messageNotAnswered,
      _id: id,
      answered,
    };
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
