import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsBoolean, IsISO8601, IsOptional, isISO8601, Matches, ValidateBy } from 'class-validator';
import { type FilterQuery, trusted, Types } from 'mongoose';
import { DAY_MS, startOfShopDay, type OrderListQuery } from '@shop/shared';
import { ToBoolean } from '../common/form-values';
import { PageQueryDto, SearchTextQueryDto } from '../common/list-queries';
import { ShapeOf } from '../common/shape-of';
import { because } from '../common/shop-error';
import { startsWith } from '../text/regex-filters';
import { OrderStatusFields } from './dto/order.dto';
import type { Order } from './schemas/order.schema';

// Years before 100 are no dates to IsISO8601 (JavaScript reads two-digit years as 19xx), so the
// pattern, which the OpenAPI document states, refuses them as well.
const DAY = /^(?!00)\d{4}-\d{2}-\d{2}$/;

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && isISO8601(value, { strict: true });

/** `to` on or after `from` (days as YYYY-MM-DD, which compare as text): else no order could match. */
const NotBeforeFrom = () =>
  ValidateBy(
    {
      name: 'notBeforeFrom',
      validator: {
        validate: (to, args) => {
          const from = (args?.object as { from?: unknown } | undefined)?.from;
          // A day that is no day is refused by its own rule alone.
          return !isDay(from) || !isDay(to) || from <= to;
        },
      },
    },
    because('DATE_RANGE_REVERSED'),
  );

/** At most this many customers' orders are looked for by one customer search. */
export const MAX_CUSTOMERS_SEARCHED = 500;

/**
 * `GET /api/order/allOrders?search=&paymentStatus=&shippingStatus=&from=&to=&page=&limit=`:
 * any of them narrows the list; without them every order, as the spec documents.
 */
@ShapeOf<OrderListQuery>()
export class OrderListQueryDto extends IntersectionType(
  SearchTextQueryDto,
  PageQueryDto,
  OrderStatusFields,
) {
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-01-01',
    description: 'Placed on or after this Saudi day',
  })
  @IsOptional()
  @Matches(DAY, because('DATE_INVALID', { field: 'from' }))
  // Strict: a day that exists (2026-02-30 does not).
  @IsISO8601({ strict: true }, because('DATE_INVALID', { field: 'from' }))
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-01-31',
    description: 'Placed on or before this Saudi day, not before `from`',
  })
  @IsOptional()
  @Matches(DAY, because('DATE_INVALID', { field: 'to' }))
  @IsISO8601({ strict: true }, because('DATE_INVALID', { field: 'to' }))
  @NotBeforeFrom()
  to?: string;

  @ApiPropertyOptional({
    description: 'true: the archived orders (deleted while they had a tax document) instead',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'archived' }))
  archived?: boolean;
}

/** An order number as typed: '#1A2B3C4D', '1a2b' (its start) or the order's whole id. */
const ORDER_NUMBER = /^#?([0-9a-f]{1,8})$/i;
const ORDER_ID = /^[0-9a-f]{24}$/i;

/**
 * The orders a query asks for. `search` finds an order by its number (or id) or by its
 * customer: `customerIds` are the users matching it (name, email or mobile; see
 * users/user-list-query). Every condition is served by an index of order.schema.
 */
export function orderListFilter(
  query: OrderListQuery,
  customerIds: Types.ObjectId[] = [],
): FilterQuery<Order> {
  // Archived orders are kept out of the list unless they are asked for.
  const filter: FilterQuery<Order> = {
    archivedAt: query.archived ? trusted({ $ne: null }) : null,
  };
  if (query.paymentStatus) filter.paymentStatus = query.paymentStatus;
  if (query.shippingStatus) filter.shippingStatus = query.shippingStatus;
  if (query.from || query.to) {
    filter.createdAt = trusted({
      ...(query.from && { $gte: startOfShopDay(query.from) }),
      ...(query.to && { $lt: new Date(startOfShopDay(query.to).getTime() + DAY_MS) }),
    });
  }
  if (query.search) {
    const matches: FilterQuery<Order>[] = [];
    const number = ORDER_NUMBER.exec(query.search)?.[1];
    if (number) matches.push({ reference: startsWith(number.toUpperCase()) });
    if (ORDER_ID.test(query.search)) matches.push({ _id: new Types.ObjectId(query.search) });
    if (customerIds.length) matches.push({ userId: trusted({ $in: customerIds }) });
    filter.$or = trusted(matches.length ? matches : [{ _id: trusted({ $in: [] }) }]);
  }
  return filter;
}
