import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { CarBrandsService } from './car-brands.service';
import {
  VehicleMakeAnswer,
  VehicleMakeDto,
  VehicleMakesAnswer,
  VehicleMakesQueryDto,
  VehicleModelAnswer,
  VehicleModelDto,
  VehicleModelsAnswer,
  VehicleModelsQueryDto,
} from './dto/vehicle.dto';
import { VehicleModelsService } from './vehicle-models.service';

/** What a model's add and save refuse. */
const MODEL_RULES =
  'name or nameAr being the name or Arabic name of another model of the make, any case, is 409 ' +
  'VEHICLE_MODEL_EXISTS; an engine code listed twice is 400 VEHICLE_ENGINE_CODE_REPEATED, an ' +
  'engines member that is not an engine 400 VALUE_INVALID (engines).';

/**
 * The vehicle catalog: makes (the car brands), their models with the years sold in Saudi Arabia,
 * and engines. Read by anyone (the Year / Make / Model selectors); changed by admins. Adding and
 * deleting makes are the documented addCarBrand and deleteCarBrand (server/src/cars).
 */
@ApiTags('vehicles')
@Controller('vehicles')
export class VehiclesController {
  constructor(
    private readonly makes: CarBrandsService,
    private readonly models: VehicleModelsService,
  ) {}

  @Get('makes')
  @ApiOperation({
    summary: 'The makes (car brands), by name; with ?year= those with a model sold that year',
  })
  @ApiOkResponse({ type: VehicleMakesAnswer })
  @ApiErrors(400)
  async listMakes(@Query() query: VehicleMakesQueryDto): Promise<VehicleMakesAnswer> {
    return { message: 'Makes retrieved successfully.', makes: await this.makes.makes(query.year) };
  }

  @Get('models')
  @ApiOperation({
    summary: "A make's models (?make= its _id or name, ?year=), or models found by name (?q=)",
    description:
      '?q= finds models typed in Arabic or English, with or without the make ("كامري", ' +
      '"camry", "Toyota Land cr"): whole names first, at most 20. Without make or q, every model.',
  })
  @ApiOkResponse({ type: VehicleModelsAnswer })
  @ApiErrors(400)
  async listModels(@Query() query: VehicleModelsQueryDto): Promise<VehicleModelsAnswer> {
    const models =
      query.q !== undefined
        ? await this.models.search(query.q, query.year)
        : await this.models.list(query.make, query.year);
    return { message: 'Models retrieved successfully.', models };
  }

  @Put('makes/:id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Rename a make (its English or Arabic name); its logo stays',
    description:
      'A name left out stays; name sent blank is 400 FIELD_REQUIRED. Either name being one of ' +
      "another make's names (English, Arabic or a spelling), any case, is 409 CAR_BRAND_EXISTS.",
  })
  @ApiOkResponse({ type: VehicleMakeAnswer })
  @ApiErrors(400, 404, 409)
  async renameMake(
    @IdParam() id: string,
    @Body() body: VehicleMakeDto,
  ): Promise<VehicleMakeAnswer> {
    return { message: 'Make updated successfully.', make: await this.makes.rename(id, body) };
  }

  @Post('models')
  @AdminOnly()
  @ApiOperation({ summary: 'Add a model to a make', description: MODEL_RULES })
  @ApiCreatedResponse({ type: VehicleModelAnswer })
  @ApiErrors(400, 404, 409)
  async addModel(@Body() body: VehicleModelDto): Promise<VehicleModelAnswer> {
    return { message: 'Model added successfully.', model: await this.models.add(body) };
  }

  @Put('models/:id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Save a model: every field as sent (no yearTo: it is still sold)',
    description: MODEL_RULES,
  })
  @ApiOkResponse({ type: VehicleModelAnswer })
  @ApiErrors(400, 404, 409)
  async updateModel(
    @IdParam() id: string,
    @Body() body: VehicleModelDto,
  ): Promise<VehicleModelAnswer> {
    return { message: 'Model updated successfully.', model: await this.models.update(id, body) };
  }

  @Delete('models/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a model; parts keep the fitments that name it' })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiErrors(400, 404)
  async deleteModel(@IdParam() id: string): Promise<MessageAnswer> {
    await this.models.delete(id);
    return { message: 'Model deleted successfully.' };
  }
}
