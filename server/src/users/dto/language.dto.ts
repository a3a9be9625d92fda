import { ApiProperty } from '@nestjs/swagger';
import type { LanguageAnswer as LanguageAnswerShape } from '@shop/shared';
import { IsIn } from 'class-validator';
import { LANGUAGE_INVALID, LANGUAGES, type Language } from '../language';

export class LanguageDto {
  @ApiProperty({ enum: LANGUAGES, description: 'The language of the mails the shop sends' })
  @IsIn(LANGUAGES, { message: LANGUAGE_INVALID })
  language: Language;
}

export class LanguageAnswer implements LanguageAnswerShape {
  @ApiProperty({ example: 'Language saved.' }) message: string;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
}
