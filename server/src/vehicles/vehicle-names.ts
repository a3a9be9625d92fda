import type { Fitment } from '@shop/shared';
import type { mongo, Types } from 'mongoose';
import { CarNameSpellings } from '../text/car-names';
import { nameKey } from '../text/normalise';
import type { StoredFitment } from './schemas/stored-fitment.schema';
import type { VehicleMakeSeed } from './vehicle-catalog.data';

/** A make as names are resolved against it. */
export interface MakeName {
  id: string;
  name: string;
  nameAr?: string;
  spellings?: readonly string[];
}

/** A model as names are resolved against it. */
export interface ModelName {
  id: string;
  makeId: string;
  name: string;
  nameAr?: string;
  spellings?: readonly string[];
  yearFrom: number;
  yearTo?: number;
  engines: readonly { code: string; name: string; nameAr?: string }[];
}

/**
 * A car's make, model and engine as a shopper or admin typed them, in the catalog's names: the
 * canonical name and its key (nameKey of it) when the catalog knows the name, else the name as
 * typed and its key, so that cars the catalog lacks still compare with themselves.
 */
export interface NamedVehicle {
  make?: string;
  makeKey?: string;
  makeAr?: string;
  model?: string;
  modelKey?: string;
  modelAr?: string;
  engine?: string;
  /** The catalog's entries, when it knows them. */
  catalogMake?: MakeName;
  catalogModel?: ModelName;
}

/** The spellings of an entry: its name, Arabic name and other spellings. */
const spellingsOf = (entry: MakeName | ModelName): string[] =>
  [entry.name, entry.nameAr, ...(entry.spellings ?? [])].filter((spelling): spelling is string =>
    Boolean(spelling),
  );

/**
 * The vehicle catalog's names at one moment, to resolve what people type ("تويوتا", "TOYOTA",
 * "land cruiser") to the catalog's makes and models, and to give stored keys their Arabic names.
 * Built from the makes and models as stored (server/src/vehicles/vehicle-names.service.ts keeps a
 * current one); pure, so scripts/bench-baseline.mjs builds the same from the database.
 */
export class VehicleNames {
  /** Car names for keyword searches (text/car-names.ts). */
  readonly spellings: CarNameSpellings;
  private readonly makesByKey = new Map<string, MakeName>();
  private readonly makesById = new Map<string, MakeName>();
  /** By make id, then by spelling key. */
  private readonly modelsOfMake = new Map<string, Map<string, ModelName>>();
  /** By spelling key, across makes. */
  private readonly modelsByKey = new Map<string, ModelName[]>();
  /** By `makeKey|modelKey` of the canonical names. */
  private readonly modelsByNameKeys = new Map<string, ModelName>();

  constructor(makes: readonly MakeName[], models: readonly ModelName[]) {
    for (const make of makes) {
      this.makesById.set(make.id, make);
      for (const spelling of spellingsOf(make)) this.makesByKey.set(nameKey(spelling), make);
    }
    for (const model of models) {
      const make = this.makesById.get(model.makeId);
      if (!make) continue;
      const ofMake = this.modelsOfMake.get(make.id) ?? new Map<string, ModelName>();
      this.modelsOfMake.set(make.id, ofMake);
      for (const spelling of spellingsOf(model)) {
        const key = nameKey(spelling);
        ofMake.set(key, model);
        const across = this.modelsByKey.get(key) ?? [];
        if (!across.includes(model)) across.push(model);
        this.modelsByKey.set(key, across);
      }
      this.modelsByNameKeys.set(`${nameKey(make.name)}|${nameKey(model.name)}`, model);
    }
    this.spellings = new CarNameSpellings(
      [...models, ...makes].map((entry) => ({ name: entry.name, spellings: spellingsOf(entry) })),
    );
  }

  /** The make of this name or spelling, if the catalog has it. */
  make(typed: string): MakeName | undefined {
    return this.makesByKey.get(nameKey(typed));
  }

  makeById(id: string): MakeName | undefined {
    return this.makesById.get(id);
  }

  /**
   * The model of this name or spelling: of the make, when one is given; otherwise the one model
   * of any make that has it (none when several makes have one of that name).
   */
  model(typed: string, make?: MakeName): ModelName | undefined {
    const key = nameKey(typed);
    if (make) return this.modelsOfMake.get(make.id)?.get(key);
    const found = this.modelsByKey.get(key);
    return found?.length === 1 ? found[0] : undefined;
  }

  /** The catalog's model of these canonical keys (as fitments store them). */
  modelByKeys(makeKey: string, modelKey: string): ModelName | undefined {
    return this.modelsByNameKeys.get(`${makeKey}|${modelKey}`);
  }

  /** The make of these canonical keys. */
  makeByKey(makeKey: string): MakeName | undefined {
    return this.makesByKey.get(makeKey);
  }

  /**
   * A vehicle as typed, in the catalog's names where it knows them: a model named without its
   * make brings its make; an engine is the model's engine code of that code or name, any case.
   */
  resolve(typed: { make?: string; model?: string; engine?: string }): NamedVehicle {
    let catalogMake = typed.make ? this.make(typed.make) : undefined;
    const catalogModel = typed.model ? this.model(typed.model, catalogMake) : undefined;
    if (!typed.make && catalogModel) catalogMake = this.makesById.get(catalogModel.makeId);
    const make = catalogMake?.name ?? typed.make?.trim();
    const model = catalogModel?.name ?? typed.model?.trim();
    const engine = typed.engine && this.engineCode(typed.engine, catalogModel);
    return {
      ...(make && { make, makeKey: nameKey(make) }),
      ...(catalogMake?.nameAr && { makeAr: catalogMake.nameAr }),
      ...(model && { model, modelKey: nameKey(model) }),
      ...(catalogModel?.nameAr && { modelAr: catalogModel.nameAr }),
      ...(engine && { engine }),
      ...(catalogMake && { catalogMake }),
      ...(catalogModel && { catalogModel }),
    };
  }

  /** The model's code of an engine typed by code or name; the typed text when it has none. */
  private engineCode(typed: string, model?: ModelName): string {
    const key = nameKey(typed);
    const engine = model?.engines.find(
      (candidate) => nameKey(candidate.code) === key || nameKey(candidate.name) === key,
    );
    return engine?.code ?? typed.trim();
  }
}

/** The names of the catalog's seed data (vehicle-catalog.data.ts), as a fresh database has them. */
export function vehicleNamesOf(catalog: readonly VehicleMakeSeed[]): VehicleNames {
  const makes = catalog.map((make, index) => ({
    id: `make-${index}`,
    name: make.name,
    nameAr: make.nameAr,
    spellings: make.spellingsAr,
  }));
  const models = catalog.flatMap((make, index) =>
    make.models.map((model, modelIndex) => ({
      id: `model-${index}-${modelIndex}`,
      makeId: `make-${index}`,
      name: model.name,
      nameAr: model.nameAr,
      spellings: model.spellingsAr,
      yearFrom: model.yearFrom,
      yearTo: model.yearTo,
      engines: model.engines ?? [],
    })),
  );
  return new VehicleNames(makes, models);
}

/** The makes and models as stored, as far as names are concerned. */
interface StoredNames {
  makes: { _id: Types.ObjectId; carBrand: string; nameAr?: string; spellings?: string[] };
  models: Omit<ModelName, 'id' | 'makeId'> & { _id: Types.ObjectId; makeId: Types.ObjectId };
}

/**
 * Reads the catalog's names as VehicleNames takes them, from the driver's collections of the
 * makes (`carbrands`) and models (`vehiclemodels`): scripts/bench-baseline.mjs reads them so too.
 */
export async function readVehicleNames(
  brands: mongo.Collection<mongo.Document>,
  models: mongo.Collection<mongo.Document>,
): Promise<VehicleNames> {
  const [makes, entries] = await Promise.all([
    brands
      .find<StoredNames['makes']>({}, { projection: { carBrand: 1, nameAr: 1, spellings: 1 } })
      .sort({ carBrand: 1 })
      .toArray(),
    models
      .find<StoredNames['models']>(
        {},
        {
          projection: {
            makeId: 1,
            name: 1,
            nameAr: 1,
            spellings: 1,
            yearFrom: 1,
            yearTo: 1,
            engines: 1,
          },
        },
      )
      .sort({ name: 1 })
      .toArray(),
  ]);
  return new VehicleNames(
    makes.map((make) => ({
      id: make._id.toString(),
      name: make.carBrand,
      nameAr: make.nameAr,
      spellings: make.spellings,
    })),
    entries.map((model) => ({
      ...model,
      id: model._id.toString(),
      makeId: model.makeId.toString(),
    })),
  );
}

/** A stored fitment as answered: the catalog's Arabic names beside the English ones. */
export function fitmentView(fitment: StoredFitment, names: VehicleNames): Fitment {
  const makeAr = names.makeByKey(fitment.makeKey)?.nameAr;
  const modelAr = fitment.modelKey
    ? names.modelByKeys(fitment.makeKey, fitment.modelKey)?.nameAr
    : undefined;
  return {
    make: fitment.make,
    model: fitment.model ?? '',
    yearFrom: fitment.yearFrom,
    yearTo: fitment.yearTo,
    ...(fitment.engine && { engine: fitment.engine }),
    ...(fitment.notes && { notes: fitment.notes }),
    ...(makeAr && { makeAr }),
    ...(modelAr && { modelAr }),
  };
}
