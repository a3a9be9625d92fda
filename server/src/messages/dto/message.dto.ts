import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_PATTERN,
  VALIDATION,
  type ContactMessage,
  type ContactMessageRequest,
  type MessagesAnswer as MessagesAnswerShape,
} from '@shop/shared';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/field-rules';
import { Trimmed } from '../../common/form-values';

export class ContactMessageDto implements ContactMessageRequest {
  @ApiProperty({ example: 'Sara' })
  @RequiredText(VALIDATION.nameRequired, {
    maxLength: 100,
    tooLongMessage: 'Name must be at most 100 characters',
  })
  name: string;

  @ApiProperty({ example: 'sara@example.com' })
  @Trimmed()
  @IsString({ message: VALIDATION.emailRequired })
  @IsNotEmpty({ message: VALIDATION.emailRequired })
  @MaxLength(254, { message: VALIDATION.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: VALIDATION.emailInvalid })
  email: string;

  @ApiProperty({ example: 'Do you have brake pads for a 2018 Patrol?', maxLength: 5000 })
  @RequiredText('Message is required', {
    maxLength: 5000,
    tooLongMessage: 'Message must be at most 5000 characters',
  })
  description: string;
}

export class MessageView implements ContactMessage<Date> {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() description: string;
  @ApiProperty() createdAt: Date;
}

export class MessagesAnswer implements MessagesAnswerShape<Date> {
  @ApiProperty() message: string;
  @ApiProperty({ type: [MessageView] }) messages: MessageView[];
  @ApiPropertyOptional({ description: 'How many messages there are, with ?page= or ?limit=' })
  total?: number;
}
