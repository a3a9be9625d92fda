import { Body, Controller, Delete, Get, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@shop/shared';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { listing, PageQueryDto } from '../common/list-queries';
import { TakesImages, type RequestWithImages } from '../storage/image-upload';
import { PackageDto, UpdatePackageDto } from './dto/package.dto';
import { PackageAnswer, PackageeAnswer, PackagesAnswer } from './dto/package-view.dto';
import { PackagesService } from './packages.service';

@ApiTags('packages')
@Controller('package')
export class PackagesController {
  constructor(private readonly packages: PackagesService) {}

  @Get('allPackages')
  @ApiOperation({ summary: 'Every package, highest mileage first, with its products' })
  @ApiOkResponse({ type: PackagesAnswer })
  @ApiErrors(400)
  async all(@Query() page: PageQueryDto): Promise<PackagesAnswer> {
    const { items: packages, total } = await listing(
      page,
      (window) => this.packages.find({}, window),
      () => this.packages.count(),
    );
    return { message: 'Packages retrieved successfully.', packages, total };
  }

  @Get('getpackageById/:id')
  @ApiOperation({ summary: 'One package with its products (answered as `packagee`)' })
  @ApiOkResponse({ type: PackageeAnswer })
  @ApiErrors(400, 404)
  async one(@IdParam() id: string): Promise<PackageeAnswer> {
    return {
      message: 'Package retrieved successfully.',
      packagee: await this.packages.findOne(id),
    };
  }

  @Post('createPackage')
  @AdminOnly()
  @TakesImages('logo')
  @ApiOperation({ summary: 'Add a package of existing products, with up to 4 images in `logo`' })
  @ApiCreatedResponse({ type: PackageAnswer, description: API_MESSAGES.packageCreated })
  @ApiErrors(400, 413, 415)
  async create(
    @Body() body: PackageDto,
    @Req() request: RequestWithImages,
  ): Promise<PackageAnswer> {
    const created = await this.packages.create(body, request.images ?? []);
    return { message: API_MESSAGES.packageCreated, package: created };
  }

  @Put('updatePackage/:id')
  @AdminOnly()
  @TakesImages('logo')
  @ApiOperation({ summary: 'Change any field of a package; new images replace the old ones' })
  @ApiOkResponse({ type: PackageAnswer, description: API_MESSAGES.packageUpdated })
  @ApiErrors(400, 404, 413, 415)
  async update(
    @IdParam() id: string,
    @Body() body: UpdatePackageDto,
    @Req() request: RequestWithImages,
  ): Promise<PackageAnswer> {
    const updated = await this.packages.update(id, body, request.images ?? []);
    return { message: API_MESSAGES.packageUpdated, package: updated };
  }

  @Delete('deletePackage/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a package and its images' })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.packageDeleted })
  @ApiErrors(400, 404)
  async delete(@IdParam() id: string): Promise<MessageAnswer> {
    await this.packages.delete(id);
    return { message: API_MESSAGES.packageDeleted };
  }
}
