import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADDITIONAL_NUMBER_PATTERN,
  ADDRESS_TEXT_MAX,
  BUILDING_NUMBER_PATTERN,
  POSTAL_CODE_PATTERN,
  SHORT_ADDRESS_PATTERN,
  normalizeShortAddress,
  type AddressAnswer as AddressAnswerShape,
  type AddressesAnswer as AddressesAnswerShape,
  type AddressRequest,
  type NationalAddress,
  type SavedAddress,
} from '@shop/shared';
import { IsBoolean, IsString, Matches } from 'class-validator';
import { OptionalNotNull, OptionalText, RequiredText } from '../../common/field-rules';
import { AsciiDigits } from '../../common/form-values';
import { ShapeOf } from '../../common/shape-of';
import { because } from '../../common/shop-error';
import { MobileRules } from '../../users/dto/account-fields';

/**
 * `POST /api/user/addresses` and `PUT /api/user/addresses/{id}`: a Saudi National Address. Its
 * numbers may be typed in Arabic-Indic digits (stored as ASCII), the phone as at register (a Saudi
 * mobile typed 05XXXXXXXX is stored +9665XXXXXXXX); the city is checked against the list of
 * cities by the service.
 */
@ShapeOf<AddressRequest>()
export class AddressDto {
  @ApiPropertyOptional({ example: 'Home' })
  @OptionalText('Label', ADDRESS_TEXT_MAX.label)
  label?: string;

  @ApiProperty({ example: 'Sara Alharbi' })
  @RequiredText('Recipient', { maxLength: ADDRESS_TEXT_MAX.recipient })
  recipient: string;

  /** An account's mobile (MobileRules), read once trimmed as the other numbers (AsciiDigits first). */
  @AsciiDigits()
  @MobileRules()
  phone: string;

  @ApiProperty({ example: '2929' })
  @AsciiDigits()
  @IsString(because('BUILDING_NUMBER_INVALID'))
  @Matches(BUILDING_NUMBER_PATTERN, because('BUILDING_NUMBER_INVALID'))
  buildingNumber: string;

  @ApiProperty({ example: 'King Fahd Road' })
  @RequiredText('Street', { maxLength: ADDRESS_TEXT_MAX.street })
  street: string;

  @ApiProperty({ example: 'Al Olaya' })
  @RequiredText('District', { maxLength: ADDRESS_TEXT_MAX.district })
  district: string;

  @ApiProperty({
    example: 'Riyadh',
    description: 'English or Arabic name (GET /api/shipping/cities)',
  })
  @RequiredText('City', { maxLength: 60 })
  city: string;

  @ApiProperty({ example: '12214' })
  @AsciiDigits()
  @IsString(because('POSTAL_CODE_INVALID'))
  @Matches(POSTAL_CODE_PATTERN, because('POSTAL_CODE_INVALID'))
  postalCode: string;

  @ApiProperty({ example: '7654' })
  @AsciiDigits()
  @IsString(because('ADDITIONAL_NUMBER_INVALID'))
  @Matches(ADDITIONAL_NUMBER_PATTERN, because('ADDITIONAL_NUMBER_INVALID'))
  additionalNumber: string;

  @ApiPropertyOptional({ example: 'RRRD2929', description: '4 letters and 4 digits' })
  @AsciiDigits(normalizeShortAddress)
  @OptionalNotNull()
  @IsString(because('SHORT_ADDRESS_INVALID'))
  @Matches(SHORT_ADDRESS_PATTERN, because('SHORT_ADDRESS_INVALID'))
  shortAddress?: string;

  @ApiPropertyOptional({ description: 'Make it the default address' })
  @OptionalNotNull()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'isDefault' }))
  isDefault?: boolean;
}

/** A National Address as answered: in an address book, and in an order's snapshot of it. */
@ShapeOf<NationalAddress>()
export class NationalAddressView {
  @ApiPropertyOptional({ example: 'Home' }) label?: string;
  @ApiProperty({ example: 'Sara Alharbi' }) recipient: string;
  @ApiProperty({ example: '+966501234567' }) phone: string;
  @ApiProperty({ example: '2929' }) buildingNumber: string;
  @ApiProperty({ example: 'King Fahd Road' }) street: string;
  @ApiProperty({ example: 'Al Olaya' }) district: string;
  @ApiProperty({ example: 'Riyadh', description: "The city's English name" }) city: string;
  @ApiProperty({ example: '12214' }) postalCode: string;
  @ApiProperty({ example: '7654' }) additionalNumber: string;
  @ApiPropertyOptional({ example: 'RRRD2929' }) shortAddress?: string;
}

@ShapeOf<SavedAddress>()
export class SavedAddressView extends NationalAddressView {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'الرياض' }) cityAr: string;
  @ApiProperty() isDefault: boolean;
}

@ShapeOf<AddressesAnswerShape>()
export class AddressesAnswer {
  @ApiProperty({ example: 'Addresses retrieved successfully.' }) message: string;
  @ApiProperty({ type: [SavedAddressView] }) addresses: SavedAddressView[];
}

@ShapeOf<AddressAnswerShape>()
export class AddressAnswer {
  @ApiProperty({ example: 'Address saved.' }) message: string;
  @ApiProperty({ type: SavedAddressView }) address: SavedAddressView;
}
