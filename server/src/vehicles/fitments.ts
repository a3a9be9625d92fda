import {
  declaredError,
  FITMENT_YEAR_MIN,
  type CarDetails,
  type DeclaredError,
  type Fitment,
} from '@shop/shared';
import { type FilterQuery, trusted } from 'mongoose';
import { ShopError } from '../common/shop-error';
import { nameKey } from '../text/normalise';
import type { StoredFitment } from './schemas/stored-fitment.schema';
import type { VehicleNames } from './vehicle-names';

/*
 * Fitments of products and packages: what an admin sends checked against the vehicle catalog
 * and stored with their keys, answered with the catalog's Arabic names, and matched by queries.
 */

/** A fitment as an admin sends it. */
export type FitmentFields = Omit<Fitment, 'makeAr' | 'modelAr'>;

/** The last year of a carDetails fitment that names no year: any year to come. */
const OPEN_YEAR = 9999;

/**
 * An admin's fitments (of a product or package) as stored: each make and model must be the
 * vehicle catalog's (named in any
 * case or spelling, stored as the catalog names them), and an engine, when the model lists
 * engines, one of them (stored as its code). Every refusal names its fitment's field; nothing is
 * stored when one is refused.
 */
export function catalogFitments(fitments: FitmentFields[], names: VehicleNames): StoredFitment[] {
  const refusals: Record<string, DeclaredError[]> = {};
  const stored = fitments.map((fitment, index): StoredFitment | undefined => {
    const named = names.resolve(fitment);
    const refuse = (field: string, refusal: DeclaredError) => {
      refusals[`fitments.${index}.${field}`] = [refusal];
      return undefined;
    };
    if (!named.catalogMake) {
      return refuse('make', declaredError('VEHICLE_MAKE_UNKNOWN', { make: fitment.make }));
    }
    const model = named.catalogModel;
    if (!model) {
      return refuse(
        'model',
        declaredError('VEHICLE_MODEL_UNKNOWN', { make: named.make!, model: fitment.model }),
      );
    }
    const engines = model.engines.map((engine) => engine.code);
    if (named.engine && engines.length && !engines.includes(named.engine)) {
      return refuse(
        'engine',
        declaredError('VEHICLE_ENGINE_UNKNOWN', {
          make: named.make!,
          model: model.name,
          engine: named.engine,
        }),
      );
    }
    return {
      make: named.make!,
      model: model.name,
      makeKey: named.makeKey!,
      modelKey: named.modelKey!,
      yearFrom: fitment.yearFrom,
      yearTo: fitment.yearTo,
      ...(named.engine && { engine: named.engine, engineKey: nameKey(named.engine) }),
      ...(fitment.notes && { notes: fitment.notes }),
    };
  });
  const [first] = Object.values(refusals);
  if (first) throw new ShopError(first[0], { fields: refusals });
  return stored as StoredFitment[];
}

/**
 * The fitment the documented carDetails make (stored among the fitments, marked, so that one
 * query reads both): its agency and model in the catalog's names where it knows them, that one
 * year or, without a year, every year. None without an agency.
 */
export function carDetailsFitment(
  details: Partial<CarDetails> | undefined,
  names: VehicleNames,
): StoredFitment[] {
  if (!details?.agency) return [];
  const named = names.resolve({ make: details.agency, model: details.model });
  return [
    {
      make: named.make!,
      makeKey: named.makeKey!,
      ...(named.model && { model: named.model, modelKey: named.modelKey }),
      yearFrom: details.year ?? FITMENT_YEAR_MIN,
      yearTo: details.year ?? OPEN_YEAR,
      fromCarDetails: true,
    },
  ];
}

/**
 * A car, or what a search names of one, in the keys fitments store (nameKey of the catalog's
 * names): each part given narrows, the rest count as "any".
 */
export interface CarKeys {
  makeKey?: string;
  modelKey?: string;
  year?: number;
  engineKey?: string;
}

/**
 * The fitment rule of @shop/shared fitment.ts as a query: items (products, packages) with one
 * fitment (a product's carDetails' among them) that names the make and model, holds the year in
 * its range and names the engine or none. One $elemMatch, so that all of it holds for the same
 * fitment, over the products' index on fitments' make, model and years (docs/decisions.md,
 * "Fitment").
 */
export function fitsCarKeys<T>(car: CarKeys): FilterQuery<T> {
  const fitment: Record<string, unknown> = {};
  if (car.makeKey !== undefined) fitment.makeKey = car.makeKey;
  if (car.modelKey !== undefined) fitment.modelKey = car.modelKey;
  if (car.year !== undefined) {
    fitment.yearFrom = { $lte: car.year };
    fitment.yearTo = { $gte: car.year };
  }
  if (car.engineKey !== undefined) fitment.engineKey = { $in: [null, car.engineKey] };
  return { fitments: trusted({ $elemMatch: fitment }) } as FilterQuery<T>;
}

/** A car (a garage car, a shopper's pick) in the keys fitments store. */
export function carKeysOf(
  car: { make?: string; model?: string; year?: number; engine?: string },
  names: VehicleNames,
): CarKeys {
  const named = names.resolve(car);
  return {
    ...(named.makeKey && { makeKey: named.makeKey }),
    ...(named.modelKey && { modelKey: named.modelKey }),
    ...(car.year !== undefined && { year: car.year }),
    ...(named.engine && { engineKey: nameKey(named.engine) }),
  };
}
