import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { declaredError, type VehicleModel, type VehicleModelRequest } from '@shop/shared';
import { type FilterQuery, Model, trusted, Types } from 'mongoose';
import { shopError, ShopError } from '../common/shop-error';
import { isDuplicateKey } from '../database/database-errors';
import { nameKey } from '../text/normalise';
import { escapeRegex } from '../text/regex-filters';
import { CarBrand } from './schemas/car-brand.schema';
import { modelNameKeys, VehicleModelRecord } from './schemas/vehicle-model.schema';
import { VehicleNamesService } from './vehicle-names.service';

/** The most models a search by name answers. */
const SEARCH_LIMIT = 20;

/** Models sold in `year`: from their first year, and not after their last one (if any). */
export const soldIn = (year: number): FilterQuery<VehicleModelRecord> => ({
  yearFrom: trusted({ $lte: year }),
  yearTo: trusted({ $not: { $lt: year } }),
});

type StoredModel = Omit<VehicleModelRecord, 'makeId'> & {
  _id: Types.ObjectId;
  makeId: Types.ObjectId;
};
type MakeSpellings = Pick<CarBrand, 'carBrand' | 'nameAr' | 'spellings'>;

const spellingsOf = (entry: {
  name?: string;
  carBrand?: string;
  nameAr?: string;
  spellings?: string[];
}) =>
  [entry.name ?? entry.carBrand, entry.nameAr, ...(entry.spellings ?? [])].filter(
    (spelling): spelling is string => Boolean(spelling),
  );

/**
 * What `?q=` matches of a model: each of its spellings alone, and after each of its make's
 * ("camry", "toyota camry", "تويوتا كامري"), as nameKey writes them.
 */
export function modelSearchKeys(
  model: Pick<VehicleModelRecord, 'name' | 'nameAr' | 'spellings'>,
  make: MakeSpellings,
): string[] {
  const own = spellingsOf(model).map(nameKey);
  const makes = spellingsOf(make).map(nameKey);
  return [...new Set([...own, ...makes.flatMap((brand) => own.map((name) => `${brand} ${name}`))])];
}

/**
 * Refuses a name without a letter or digit (nothing a search or fitment could name it by) and
 * engines that repeat a code, as names are compared ("E1", "e1"): fitments name an engine by its
 * code, which must then mean one engine.
 */
function assertModelFields({ name, engines = [] }: VehicleModelRequest): void {
  if (!nameKey(name))
    throw ShopError.onField('name', declaredError('FIELD_REQUIRED', { field: 'Name' }));
  const seen = new Set<string>();
  engines.forEach((engine, index) => {
    const key = nameKey(engine.code);
    if (seen.has(key)) {
      throw ShopError.onField(
        `engines.${index}.code`,
        declaredError('VEHICLE_ENGINE_CODE_REPEATED', { code: engine.code }),
      );
    }
    seen.add(key);
  });
}

/** The vehicle catalog's models: the years sold in Saudi Arabia and, where parts differ, engines. */
@Injectable()
export class VehicleModelsService {
  constructor(
    @InjectModel(VehicleModelRecord.name) private readonly models: Model<VehicleModelRecord>,
    @InjectModel(CarBrand.name) private readonly brands: Model<CarBrand>,
    private readonly names: VehicleNamesService,
  ) {}

  /**
   * The models of a make (its id, or its name as typed), or of every make; sold in `year` when
   * given; by name.
   */
  async list(make?: string, year?: number): Promise<VehicleModel[]> {
    const filter: FilterQuery<VehicleModelRecord> = year === undefined ? {} : soldIn(year);
    if (make !== undefined) {
      const makeId = /^[a-f0-9]{24}$/i.test(make)
        ? make
        : (await this.names.names()).make(make)?.id;
      if (!makeId) return [];
      filter.makeId = new Types.ObjectId(makeId);
    }
    return this.views(await this.models.find(filter).sort({ name: 1 }).lean<StoredModel[]>());
  }

  /**
   * The models typed so, in Arabic or English, with or without their make ("كامري", "camry",
   * "Toyota Land cr"): whole names first, then names that start so, then names with a word that
   * starts so; at most 20.
   */
  async search(typed: string, year?: number): Promise<VehicleModel[]> {
    const key = nameKey(typed);
    if (!key) return [];
    const found = await this.models
      .find({
        searchKeys: trusted({ $regex: `(?:^| )${escapeRegex(key)}` }),
        ...(year !== undefined && soldIn(year)),
      })
      .lean<StoredModel[]>();
    const rank = (model: StoredModel) =>
      model.searchKeys.includes(key) ? 0 : model.searchKeys.some((k) => k.startsWith(key)) ? 1 : 2;
    found.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
    return this.views(found.slice(0, SEARCH_LIMIT));
  }

  async add(fields: VehicleModelRequest): Promise<VehicleModel> {
    assertModelFields(fields);
    const make = await this.makeOf(fields.makeId);
    try {
      const created = await this.models.create(this.record(fields, make));
      this.names.forget();
      return this.one(created._id);
    } catch (error) {
      if (isDuplicateKey(error)) throw shopError('VEHICLE_MODEL_EXISTS');
      throw error;
    }
  }

  /** Replaces a model's fields with those sent (a form's save: no yearTo, still sold). */
  async update(id: string, fields: VehicleModelRequest): Promise<VehicleModel> {
    assertModelFields(fields);
    const existing = await this.models.findById(id).select('nameAr spellings').lean();
    if (!existing) throw shopError('VEHICLE_MODEL_NOT_FOUND');
    const make = await this.makeOf(fields.makeId);
    // A save without an Arabic name keeps the one the model has, with its key and search keys.
    const { yearTo, ...record } = this.record(
      { ...fields, nameAr: fields.nameAr || existing.nameAr, spellings: existing.spellings },
      make,
    );
    try {
      await this.models.updateOne(
        { _id: existing._id },
        yearTo === undefined
          ? { $set: record, $unset: { yearTo: 1 } }
          : { $set: { ...record, yearTo } },
      );
    } catch (error) {
      if (isDuplicateKey(error)) throw shopError('VEHICLE_MODEL_EXISTS');
      throw error;
    }
    this.names.forget();
    return this.one(existing._id);
  }

  async delete(id: string): Promise<void> {
    const deleted = await this.models.deleteOne({ _id: id });
    if (deleted.deletedCount === 0) throw shopError('VEHICLE_MODEL_NOT_FOUND');
    this.names.forget();
  }

  /** After a make is renamed: its models' search keys hold its new name. */
  async refreshSearchKeys(makeId: Types.ObjectId): Promise<void> {
    const make = await this.brands.findById(makeId).select('carBrand nameAr spellings').lean();
    if (!make) return;
    const models = await this.models.find({ makeId }).select('name nameAr spellings').lean();
    for (const model of models) {
      await this.models.updateOne(
        { _id: model._id },
        { $set: { searchKeys: modelSearchKeys(model, make) } },
      );
    }
  }

  private async makeOf(makeId: string): Promise<MakeSpellings & { _id: Types.ObjectId }> {
    const make = await this.brands.findById(makeId).select('carBrand nameAr spellings').lean();
    if (!make) throw shopError('CAR_BRAND_NOT_FOUND');
    return make;
  }

  /** A model as stored: its keys derived from its names and its make's. */
  private record(
    fields: VehicleModelRequest & { spellings?: string[] },
    make: MakeSpellings & { _id: Types.ObjectId },
  ) {
    return {
      makeId: make._id,
      name: fields.name,
      ...(fields.nameAr && { nameAr: fields.nameAr }),
      ...(fields.spellings && { spellings: fields.spellings }),
      key: nameKey(fields.name),
      nameKeys: modelNameKeys(make._id, fields),
      searchKeys: modelSearchKeys(fields, make),
      yearFrom: fields.yearFrom,
      // Null, as left out, is a model still sold.
      ...(fields.yearTo !== undefined && fields.yearTo !== null && { yearTo: fields.yearTo }),
      engines: fields.engines ?? [],
    };
  }

  private async one(id: Types.ObjectId): Promise<VehicleModel> {
    const [view] = await this.views([(await this.models.findById(id).lean<StoredModel>())!]);
    return view;
  }

  /** Models as answered, each with its make's name. */
  private async views(models: StoredModel[]): Promise<VehicleModel[]> {
    const makeIds = [...new Set(models.map((model) => model.makeId.toString()))];
    const makes = await this.brands
      .find({ _id: trusted({ $in: makeIds }) })
      .select('carBrand')
      .lean();
    const makeNames = new Map(makes.map((make) => [make._id.toString(), make.carBrand]));
    return models.map((model) => ({
      _id: model._id.toString(),
      makeId: model.makeId.toString(),
      make: makeNames.get(model.makeId.toString()) ?? '',
      name: model.name,
      ...(model.nameAr && { nameAr: model.nameAr }),
      yearFrom: model.yearFrom,
      ...(model.yearTo !== undefined && { yearTo: model.yearTo }),
      engines: model.engines.map((engine) => ({
        code: engine.code,
        name: engine.name,
        ...(engine.nameAr && { nameAr: engine.nameAr }),
      })),
    }));
  }
}
