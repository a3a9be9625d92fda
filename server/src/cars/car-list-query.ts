import { IntersectionType } from '@nestjs/swagger';
import type { CarListQuery } from '@shop/shared';
import { type FilterQuery, trusted, type Types } from 'mongoose';
import { PageQueryDto, SearchTextQueryDto } from '../common/list-queries';
import { ShapeOf } from '../common/shape-of';
import { hasWordStarting, startsWith } from '../text/regex-filters';
import type { UserCar } from './schemas/user-car.schema';

/** `GET /api/car/allCars?search=&page=&limit=`. */
@ShapeOf<CarListQuery>()
export class CarListQueryDto extends IntersectionType(SearchTextQueryDto, PageQueryDto) {}

/** At most this many owners' cars are looked for by one search. */
export const MAX_OWNERS_SEARCHED = 500;

/**
 * The cars `search` finds: a VIN starting with it, a make or model (typed, or read from the VIN)
 * with a word starting with it, or an owner among `ownerIds` (the users matching it by name or
 * email, users/user-list-query); every car without a search.
 */
export function carListFilter(
  search?: string,
  ownerIds: Types.ObjectId[] = [],
): FilterQuery<UserCar> {
  if (!search) return {};
  const words = hasWordStarting(search);
  return {
    $or: trusted([
      { engineNumber: startsWith(search.toUpperCase()) },
      { 'carDetails.agency': words },
      { 'carDetails.model': words },
      { 'decoded.manufacturer': words },
      { model: words },
      ...(ownerIds.length ? [{ userId: trusted({ $in: ownerIds }) }] : []),
    ]),
  };
}
