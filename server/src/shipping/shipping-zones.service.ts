import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  declaredError,
  type SaudiCity,
  type ShippingZone as ShippingZoneShape,
} from '@shop/shared';
import { Model, trusted, Types } from 'mongoose';
import { ShopError, shopError } from '../common/shop-error';
import { isDuplicateKey } from '../database/database-errors';
import type { ShippingZoneDto } from './dto/shipping.dto';
import { findCity } from './saudi-cities';
import { ShippingZone, ZoneCityClaim } from './schemas/shipping-zone.schema';

/**
 * How long a claim may wait for its zone to list its city (the save that took it is between its
 * steps); older, and unlisted, it was left by a save that stopped halfway and may be taken over.
 */
const ZONE_CLAIM_GRACE_MS = 60_000;

const ZONE_FIELDS = 'name nameAr cities fee freeAbove minDays maxDays cod codFee';

/** A zone as its city's quote reads it. */
export type ZoneOfCity = ShippingZoneShape & { _id: Types.ObjectId };

/**
 * The merchant's shipping zones. No city is in two zones, however many saves run at once: a zone
 * claims each city it adds in `shipping_zone_cities` (one document per city, unique by its _id)
 * before listing it, and lets go of the cities it drops after it stopped listing them.
 */
@Injectable()
export class ShippingZonesService {
  constructor(
    @InjectModel(ShippingZone.name) private readonly zones: Model<ShippingZone>,
    @InjectModel(ZoneCityClaim.name) private readonly claims: Model<ZoneCityClaim>,
  ) {}

  list(): Promise<ZoneOfCity[]> {
    return this.zones
      .find()
      .select(ZONE_FIELDS)
      .sort({ createdAt: 1, _id: 1 })
      .lean<ZoneOfCity[]>();
  }

  count(): Promise<number> {
    return this.zones.countDocuments();
  }

  /** The zone that serves a city (by its English name), if any. */
  zoneOf(city: string): Promise<ZoneOfCity | null> {
    return this.zones.findOne({ cities: city }).select(ZONE_FIELDS).lean<ZoneOfCity>();
  }

  async create(request: ShippingZoneDto): Promise<ZoneOfCity> {
    const { $set: fields } = fieldsOf(request);
    const cities = citiesOf(request.cities);
    const _id = new Types.ObjectId();
    await this.claim(_id, cities);
    try {
      await this.zones.create({ ...fields, cities, _id });
    } catch (error) {
      await this.release(_id, cities);
      throw error;
    }
    return this.findOne(_id);
  }

  async update(id: string, request: ShippingZoneDto): Promise<ZoneOfCity> {
    const zone = await this.zones.findById(id).select('cities').lean();
    if (!zone) throw shopError('ZONE_NOT_FOUND');
    const { $set, $unset } = fieldsOf(request);
    const cities = citiesOf(request.cities);
    const added = cities.filter((city) => !zone.cities.includes(city));
    const dropped = zone.cities.filter((city) => !cities.includes(city));
    const _id = zone._id;
    await this.claim(_id, added);
    const { matchedCount } = await this.zones.updateOne(
      { _id },
      { $set: { ...$set, cities }, ...(Object.keys($unset).length > 0 && { $unset }) },
    );
    if (matchedCount === 0) {
      // Deleted meanwhile.
      await this.release(_id, added);
      throw shopError('ZONE_NOT_FOUND');
    }
    await this.release(_id, dropped);
    return this.findOne(_id);
  }

  async delete(id: string): Promise<void> {
    const zone = await this.zones.findByIdAndDelete(id).select('cities').lean();
    if (!zone) throw shopError('ZONE_NOT_FOUND');
    await this.release(zone._id, zone.cities);
  }

  private async findOne(id: Types.ObjectId): Promise<ZoneOfCity> {
    const zone = await this.zones.findById(id).select(ZONE_FIELDS).lean<ZoneOfCity>();
    if (!zone) throw shopError('ZONE_NOT_FOUND');
    return zone;
  }

  /**
   * Claims `cities` for the zone, one at a time; if another zone has one, lets go of those taken
   * here and answers 409 naming the city and its zone.
   */
  private async claim(zoneId: Types.ObjectId, cities: string[]): Promise<void> {
    const taken: string[] = [];
    for (const city of cities) {
      if (await this.claimOne(zoneId, city)) {
        taken.push(city);
        continue;
      }
      await this.release(zoneId, taken);
      const owner = await this.ownerOf(city);
      throw ShopError.onField(
        'cities',
        declaredError('ZONE_CITY_TAKEN', { city, zone: owner?.name ?? '…' }),
      );
    }
  }

  /** Whether the zone holds the city's claim now: new, its own already, or a stale one taken over. */
  private async claimOne(zoneId: Types.ObjectId, city: string): Promise<boolean> {
    const since = new Date();
    try {
      await this.claims.create({ _id: city, zoneId, since });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const claim = await this.claims.findById(city).lean();
    if (!claim) return this.claimOne(zoneId, city);
    if (claim.zoneId.equals(zoneId)) return true;
    const stale =
      claim.since.getTime() < since.getTime() - ZONE_CLAIM_GRACE_MS &&
      !(await this.zones.exists({ _id: claim.zoneId, cities: city }));
    if (!stale) return false;
    // Taken over only as it was read: of two zones taking it over at once, one does.
    const { modifiedCount } = await this.claims.updateOne(
      { _id: city, zoneId: claim.zoneId, since: claim.since },
      { zoneId, since },
    );
    return modifiedCount === 1;
  }

  private async ownerOf(city: string) {
    const claim = await this.claims.findById(city).select('zoneId').lean();
    return claim && this.zones.findById(claim.zoneId).select('name nameAr').lean();
  }

  private async release(zoneId: Types.ObjectId, cities: string[]): Promise<void> {
    if (cities.length === 0) return;
    await this.claims.deleteMany({ _id: trusted({ $in: cities }), zoneId });
  }
}

/**
 * The zone's fields but its cities, as a save sets them: the optional ones left out are removed
 * (`$unset`). Checks that the days run forward.
 */
function fieldsOf(request: ShippingZoneDto) {
  const { name, nameAr, fee, freeAbove, minDays, maxDays, cod, codFee } = request;
  if (maxDays < minDays) throw ShopError.onField('maxDays', declaredError('DELIVERY_DAYS_ORDER'));
  const $set = {
    name,
    nameAr,
    fee,
    minDays,
    maxDays,
    cod,
    ...(freeAbove !== undefined && { freeAbove }),
    ...(codFee !== undefined && { codFee }),
  };
  const $unset = {
    ...(freeAbove === undefined && { freeAbove: '' as const }),
    ...(codFee === undefined && { codFee: '' as const }),
  };
  return { $set, $unset };
}

/** The cities a request names, by their English names, each once (400 for an unknown one). */
function citiesOf(names: string[]): string[] {
  const cities: SaudiCity[] = names.map((name) => {
    const city = findCity(name);
    if (!city) throw ShopError.onField('cities', declaredError('CITY_UNKNOWN'));
    return city;
  });
  return [...new Set(cities.map((city) => city.name))];
}
