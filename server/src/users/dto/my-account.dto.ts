import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGE_CODES,
  type Language,
  type MyAccount,
  type MyAccountAnswer as MyAccountAnswerShape,
  type UpdateMyAccountRequest,
} from '@shop/shared';
import { OptionalNotNull } from '../../common/field-rules';
import { ShapeOf } from '../../common/shape-of';
import { LanguageRules, MobileRules, NameRules } from './account-fields';
import { PublicUserDto } from './user.dto';

@ShapeOf<MyAccount>()
export class MyAccountDto extends PublicUserDto {
  @ApiProperty({ enum: LANGUAGE_CODES }) language: Language;
}

@ShapeOf<MyAccountAnswerShape>()
export class MyAccountAnswer {
  @ApiProperty({ example: 'Account saved.' }) message: string;
  @ApiProperty({ type: MyAccountDto }) user: MyAccountDto;
}

/** Each field sent is checked as at register; one left out is kept. */
@ShapeOf<UpdateMyAccountRequest>()
export class UpdateMyAccountDto {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @NameRules()
  name?: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @MobileRules()
  mobile?: string;

  @LanguageRules()
  language?: Language;
}
