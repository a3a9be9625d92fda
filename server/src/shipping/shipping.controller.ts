import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CitiesAnswer } from './dto/shipping.dto';
import { SAUDI_CITIES } from './saudi-cities';

@ApiTags('shipping')
@Controller('shipping')
export class ShippingController {
  @Get('cities')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'The Saudi cities addresses and zones name, by region' })
  @ApiOkResponse({ type: CitiesAnswer })
  cities(): CitiesAnswer {
    return { cities: [...SAUDI_CITIES] };
  }
}
