import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LANGUAGE_INVALID, LANGUAGES, type Language } from '../language';

export class LanguageDto {
  @ApiProperty({ enum: LANGUAGES, description: 'The language of the mails the shop sends' })
  @IsIn(LANGUAGES, { message: LANGUAGE_INVALID })
  language: Language;
}

export class LanguageAnswer {
  @ApiProperty({ example: 'Language saved.' }) message: string;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
}
