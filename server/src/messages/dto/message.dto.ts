import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_PATTERN, VALIDATION } from '@shop/shared';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/field-rules';
import { Trimmed } from '../../common/form-values';

export class ContactMessageDto {
  @ApiProperty({ example: 'Sara' })
  @RequiredText(VALIDATION.nameRequired, 100, 'Name must be at most 100 characters')
  name: string;

  @ApiProperty({ example: 'sara@example.com' })
  @Trimmed()
  @IsString({ message: VALIDATION.emailRequired })
  @IsNotEmpty({ message: VALIDATION.emailRequired })
  @MaxLength(254, { message: VALIDATION.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: VALIDATION.emailInvalid })
  email: string;

  @ApiProperty({ example: 'Do you have brake pads for a 2018 Patrol?', maxLength: 5000 })
  @RequiredText('Message is required', 5000, 'Message must be at most 5000 characters')
  description: string;
}

export class MessageView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() description: string;
  @ApiProperty() createdAt: Date;
}

export class MessagesAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [MessageView] }) messages: MessageView[];
  @ApiPropertyOptional({ description: 'How many messages there are, with ?page= or ?limit=' })
  total?: number;
}
