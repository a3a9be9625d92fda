import { Controller, Get, Inject } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type {
  DashboardStats,
  DashboardStatsAnswer as DashboardStatsAnswerShape,
} from '@shop/shared';
import { AdminOnly } from '../auth/auth.decorators';
import { ordersConfig } from '../config';
import { OrdersService } from '../orders/orders.service';
import { InventoryService } from '../inventory/inventory.service';
import { ProductsService } from '../products/products.service';
import { UsersService } from '../users/users.service';
import { figuresSince, orderFigures } from './order-figures';
import { ShapeOf } from '../common/shape-of';

@ShapeOf<DashboardStatsAnswerShape>()
class DashboardStatsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({
    description:
      'orders, revenue (SAR of paid orders), paidOrders, pendingOrders, failedOrders, users, ' +
      'products, days: the last 30 days (Saudi time), oldest first, as {date, orders, revenue}, ' +
      'and lowStock: products at or below LOW_STOCK_THRESHOLD units, as {_id, name, nameAr?, ' +
      'stock}',
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
    private readonly inventory: InventoryService,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
  ) {}

  @Get('stats')
  @AdminOnly()
  @ApiOperation({ summary: "The admin dashboard's figures and its chart of the last 30 days" })
  @ApiOkResponse({ type: DashboardStatsAnswer })
  async stats(): Promise<DashboardStatsAnswer> {
    const now = new Date();
    const [orders, users, products, lowStock] = await Promise.all([
      this.orders.dashboardFacts(figuresSince(now)),
      this.users.count(),
      this.products.count(),
      this.inventory.lowStock(this.config.lowStockThreshold),
    ]);
    return {
      message: 'Dashboard figures retrieved successfully.',
      stats: {
        ...orderFigures(orders, now),
        users,
        products,
        lowStock: lowStock.map(({ _id, name, nameAr, stock }) => ({
          _id: _id.toString(),
          name,
          ...(nameAr && { nameAr }),
          stock,
        })),
      },
    };
  }
}
