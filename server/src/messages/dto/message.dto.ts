import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  API_MESSAGES,
  EMAIL_PATTERN,
  type ContactMessage,
  type ContactMessageRequest,
  type MessageAnsweredAnswer as MessageAnsweredAnswerShape,
  type MessageAnsweredRequest,
  type MessagesAnswer as MessagesAnswerShape,
} from '@shop/shared';
import { IsBoolean, IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/field-rules';
import { Trimmed } from '../../common/form-values';
import { because } from '../../common/shop-error';
import { ShapeOf } from '../../common/shape-of';

@ShapeOf<ContactMessageRequest>()
export class ContactMessageDto {
  @ApiProperty({ example: 'Sara' })
  @RequiredText('Name', { required: because('NAME_REQUIRED'), maxLength: 100 })
  name: string;

  @ApiProperty({ example: 'sara@example.com' })
  @Trimmed()
  @IsString(because('EMAIL_REQUIRED'))
  @IsNotEmpty(because('EMAIL_REQUIRED'))
  @MaxLength(254, because('EMAIL_INVALID'))
  @Matches(EMAIL_PATTERN, because('EMAIL_INVALID'))
  email: string;

  @ApiProperty({ example: 'Do you have brake pads for a 2018 Patrol?', maxLength: 5000 })
  @RequiredText('Message', { maxLength: 5000 })
  description: string;
}

@ShapeOf<ContactMessage<Date>>()
export class MessageView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() description: string;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'Whether an admin marked it answered' }) answered: boolean;
}

@ShapeOf<MessagesAnswerShape<Date>>()
export class MessagesAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [MessageView] }) messages: MessageView[];
  @ApiPropertyOptional({ description: 'How many messages there are, with ?page= or ?limit=' })
  total?: number;
}

/** `PUT /api/message/answered/{id}`: true marks the message answered, false takes the mark off. */
@ShapeOf<MessageAnsweredRequest>()
export class MessageAnsweredDto {
  @ApiProperty({ example: true })
  @IsDefined(because('BOOLEAN_INVALID', { field: 'answered' }))
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'answered' }))
  answered: boolean;
}

@ShapeOf<MessageAnsweredAnswerShape>()
export class MessageAnsweredAnswer {
  @ApiProperty({ example: API_MESSAGES.messageAnswered }) message: string;
  @ApiProperty() _id: string;
  @ApiProperty() answered: boolean;
}
