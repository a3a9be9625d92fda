import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { AddressesService } from './addresses.service';
import { AddressAnswer, AddressDto, AddressesAnswer } from './dto/address.dto';

/** The caller's address book: their own addresses only (anyone else's answers 404). */
@ApiTags('addresses')
@Controller('user/addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @LoggedIn()
  @ApiOperation({ summary: 'My addresses, the default first' })
  @ApiOkResponse({ type: AddressesAnswer })
  async list(@CurrentCaller() caller: Caller): Promise<AddressesAnswer> {
    return {
      message: 'Addresses retrieved successfully.',
      addresses: await this.addresses.list(caller.user._id),
    };
  }

  @Post()
  @LoggedIn()
  @ApiOperation({
    summary: 'Add a Saudi National Address',
    description:
      'Building number 4 digits, postal code 5, additional number 4, short address 4 letters and ' +
      '4 digits (Arabic-Indic digits are taken and stored as ASCII), the city from ' +
      'GET /api/shipping/cities by its English or Arabic name. The first address, or one sent ' +
      'with isDefault, is the default. At most 10 addresses (409 ADDRESS_BOOK_FULL).',
  })
  @ApiCreatedResponse({ type: AddressAnswer })
  @ApiErrors(400, 409)
  async create(@CurrentCaller() caller: Caller, @Body() body: AddressDto): Promise<AddressAnswer> {
    return {
      message: 'Address saved.',
      address: await this.addresses.create(caller.user._id, body),
    };
  }

  @Put(':id')
  @LoggedIn()
  @ApiOperation({ summary: 'Replace one of my addresses (isDefault: true makes it the default)' })
  @ApiOkResponse({ type: AddressAnswer })
  @ApiErrors(400, 404)
  async update(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: AddressDto,
  ): Promise<AddressAnswer> {
    return {
      message: 'Address saved.',
      address: await this.addresses.update(caller.user._id, id, body),
    };
  }

  @Delete(':id')
  @LoggedIn()
  @ApiOperation({ summary: 'Delete one of my addresses' })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiErrors(400, 404)
  async delete(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<MessageAnswer> {
    await this.addresses.delete(caller.user._id, id);
    return { message: 'Address deleted.' };
  }
}
