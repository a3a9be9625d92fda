import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type Preferences,
  type PreferencesAnswer as PreferencesAnswerShape,
  type UpdatePreferencesRequest,
} from '@shop/shared';
import { IsBoolean } from 'class-validator';
import { OptionalNotNull } from '../common/field-rules';
import { ShapeOf } from '../common/shape-of';
import { because } from '../common/shop-error';

@ShapeOf<Preferences>()
export class PreferencesDto {
  @ApiProperty({ description: 'Mails when a service of a garage car falls due' })
  serviceReminders: boolean;
  @ApiProperty({ description: 'Mails with offers' }) offers: boolean;
}

/** Each consent sent (true or false, as JSON booleans) is set; one left out is kept. */
@ShapeOf<UpdatePreferencesRequest>()
export class UpdatePreferencesDto {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'serviceReminders' }))
  serviceReminders?: boolean;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'offers' }))
  offers?: boolean;
}

@ShapeOf<PreferencesAnswerShape>()
export class PreferencesAnswer {
  @ApiProperty({ example: 'Preferences saved.' }) message: string;
  @ApiProperty({ type: PreferencesDto }) preferences: PreferencesDto;
}
