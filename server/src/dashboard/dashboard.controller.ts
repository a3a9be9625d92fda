import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { DashboardStats } from '@shop/shared';
import { AdminOnly } from '../auth/auth.decorators';
import { OrdersService } from '../orders/orders.service';
import { ProductsService } from '../products/products.service';
import { UsersService } from '../users/users.service';

class DashboardStatsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({
    description:
      'orders, revenue (SAR of paid orders), paidOrders, pendingOrders, failedOrders, users, ' +
      'products, and days: the last 30 days (Saudi time), oldest first, as {date, orders, revenue}',
  })
  stats: DashboardStats;
}

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly products: ProductsService,
  ) {}

  @Get('stats')
  @AdminOnly()
  @ApiOperation({ summary: "The admin dashboard's figures and its chart of the last 30 days" })
  @ApiOkResponse({ type: DashboardStatsAnswer })
  async stats(): Promise<DashboardStatsAnswer> {
    const [orders, users, products] = await Promise.all([
      this.orders.figures(),
      this.users.count(),
      this.products.count(),
    ]);
    return {
      message: 'Dashboard figures retrieved successfully.',
      stats: { ...orders, users, products },
    };
  }
}
