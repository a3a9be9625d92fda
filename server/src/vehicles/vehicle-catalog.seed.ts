import { createHash } from 'node:crypto';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, Model, Types } from 'mongoose';
import { isDuplicateKey } from '../database/database-errors';
import { runOnce } from '../database/run-once';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { nameKey } from '../text/normalise';
import { brandBadgePng } from './badge';
import { CarBrandsService } from './car-brands.service';
import { CarBrand, makeNameKeys } from './schemas/car-brand.schema';
import { modelNameKeys, VehicleModelRecord } from './schemas/vehicle-model.schema';
import { VEHICLE_CATALOG, type VehicleMakeSeed } from './vehicle-catalog.data';
import { modelSearchKeys } from './vehicle-models.service';
import { VehicleNamesService } from './vehicle-names.service';

/** This version of the catalog's data: a new version is offered once more, at its first start. */
const DATA_VERSION = createHash('sha256')
  .update(JSON.stringify(VEHICLE_CATALOG))
  .digest('hex')
  .slice(0, 12);
/** The `seeds` document that lists every entry of the data ever offered to this database. */
const OFFERED = 'vehicle-catalog:offered';

const makeEntry = (make: VehicleMakeSeed) => nameKey(make.name);
const modelEntry = (make: VehicleMakeSeed, model: { name: string }) =>
  `${nameKey(make.name)}|${nameKey(model.name)}`;

/**
 * Gives the shop the vehicle catalog of vehicle-catalog.data.ts: reference data, not demo data.
 * Each entry of the data is offered to a database once: added if it has none of that name, and
 * remembered in `seeds`, so that an admin's edits and deletions stay as they are and the new
 * entries of a later version arrive. Of several instances starting at once one seeds (through
 * run-once.ts) while the others wait; the upserts on the unique names keep one record each
 * whatever happens.
 */
@Injectable()
export class VehicleCatalogSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');
  private seeding?: Promise<void>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(VehicleModelRecord.name) private readonly models: Model<VehicleModelRecord>,
    @InjectModel(CarBrand.name) private readonly brands: Model<CarBrand>,
    private readonly carBrands: CarBrandsService,
    private readonly names: VehicleNamesService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.ready();
  }

  /** An emptied or replaced database gets the catalog again, as at a first start. */
  @OnShopEvent('database.replaced')
  async onDatabaseReplaced(_replaced: ShopEvents['database.replaced']): Promise<void> {
    this.seeding = undefined;
    await this.ready();
  }

  /** Resolves once this version of the catalog is in the database (what the demo seed awaits). */
  ready(): Promise<void> {
    this.seeding ??= runOnce(this.connection, `vehicle-catalog:${DATA_VERSION}`, () => this.seed());
    return this.seeding;
  }

  private async seed(): Promise<void> {
    const seeds = this.connection.collection<{ _id: string; entries?: string[] }>('seeds');
    const offered = new Set((await seeds.findOne({ _id: OFFERED }))?.entries ?? []);
    const names = await this.names.fresh();
    await this.models.init();
    let added = 0;
    for (const make of VEHICLE_CATALOG) {
      const known = names.make(make.name);
      const fields = { carBrand: make.name, nameAr: make.nameAr, spellings: make.spellingsAr };
      let makeId = known && new Types.ObjectId(known.id);
      if (known && makeId && !offered.has(makeEntry(make))) {
        // A brand of an earlier version of the shop gets the names it lacks (not an Arabic name
        // another make has).
        try {
          await this.brands.updateOne(
            { _id: makeId, nameAr: { $exists: false } },
            {
              nameAr: make.nameAr,
              nameKeys: makeNameKeys({ carBrand: known.name, nameAr: make.nameAr }),
            },
          );
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
        await this.brands.updateOne(
          { _id: makeId, spellings: { $exists: false } },
          { spellings: make.spellingsAr ?? [] },
        );
      }
      if (!makeId && !offered.has(makeEntry(make))) {
        const logo = brandBadgePng(make.badge.initials, make.badge.hue);
        makeId = await this.carBrands.addIfMissing(fields, {
          originalName: `${make.name}.png`,
          extension: 'png',
          content: logo,
        });
      }
      // A make an admin deleted keeps its models away too.
      if (!makeId) continue;
      const upserts = make.models
        .filter((model) => !offered.has(modelEntry(make, model)))
        .map((model) => ({
          updateOne: {
            filter: { makeId, key: nameKey(model.name) },
            update: {
              $setOnInsert: {
                makeId,
                name: model.name,
                nameAr: model.nameAr,
                ...(model.spellingsAr && { spellings: model.spellingsAr }),
                key: nameKey(model.name),
                nameKeys: modelNameKeys(makeId, model),
                searchKeys: modelSearchKeys(
                  { name: model.name, nameAr: model.nameAr, spellings: model.spellingsAr },
                  fields,
                ),
                yearFrom: model.yearFrom,
                ...(model.yearTo !== undefined && { yearTo: model.yearTo }),
                engines: model.engines ?? [],
              },
            },
            upsert: true,
          },
        }));
      if (upserts.length) {
        try {
          added += (await this.models.bulkWrite(upserts, { ordered: false })).upsertedCount;
        } catch (error) {
          // Only another instance's insert of the same model, by a lease that ran out.
          if (!isDuplicateKey(error)) throw error;
        }
      }
      const entries = [makeEntry(make), ...make.models.map((model) => modelEntry(make, model))];
      await seeds.updateOne(
        { _id: OFFERED },
        { $addToSet: { entries: { $each: entries } } },
        { upsert: true },
      );
    }
    this.names.forget();
    if (added) this.logger.log(`Vehicle catalog: ${added} models added (data ${DATA_VERSION})`);
  }
}
