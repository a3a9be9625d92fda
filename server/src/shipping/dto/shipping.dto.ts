import { ApiProperty } from '@nestjs/swagger';
import { type CitiesAnswer as CitiesAnswerShape, type SaudiCity } from '@shop/shared';
import { ShapeOf } from '../../common/shape-of';

@ShapeOf<SaudiCity>()
class SaudiCityView {
  @ApiProperty({ example: 'Riyadh' }) name: string;
  @ApiProperty({ example: 'الرياض' }) nameAr: string;
  @ApiProperty({ example: 'Riyadh' }) region: string;
  @ApiProperty({ example: 'الرياض' }) regionAr: string;
}

@ShapeOf<CitiesAnswerShape>()
export class CitiesAnswer {
  @ApiProperty({ type: [SaudiCityView] }) cities: SaudiCityView[];
}
