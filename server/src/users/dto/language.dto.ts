import { ApiProperty } from '@nestjs/swagger';
import {
  LANGUAGE_CODES,
  type Language,
  type LanguageAnswer as LanguageAnswerShape,
} from '@shop/shared';
import { IsIn } from 'class-validator';
import { because } from '../../common/shop-error';
import { ShapeOf } from '../../common/shape-of';

export class LanguageDto {
  @ApiProperty({ enum: LANGUAGE_CODES, description: 'The language of the mails the shop sends' })
  @IsIn(LANGUAGE_CODES, because('LANGUAGE_INVALID'))
  language: Language;
}

@ShapeOf<LanguageAnswerShape>()
export class LanguageAnswer {
  @ApiProperty({ example: 'Language saved.' }) message: string;
  @ApiProperty({ enum: LANGUAGE_CODES }) language: Language;
}
