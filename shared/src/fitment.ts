/**
 * The fitment rule (docs/behaviour.md, "Fitment"), declared once: the server's fit check and the
 * web's "Fits your Camry 2020" badges both ask it. The server's searches are the same rule written
 * as database queries (server/src/products/fitment-filters.ts).
 */
import type { CarDetails } from './api/catalog.js';
import type { Fitment } from './api/vehicles.js';

/** The years and engine of a fitment the rule reads. */
export type FitmentRange = Pick<Fitment, 'make' | 'model' | 'yearFrom' | 'yearTo' | 'engine'>;

/** What of a product or package the rule reads. */
export interface FittingItem {
  universal?: boolean;
  fitments?: FitmentRange[];
  /** The documented car of a product: one more fitment, of that one year. */
  carDetails?: Partial<CarDetails>;
  /** The documented VIN of a product: it fits that car only. */
  carEngine?: string;
}

/**
 * A car to fit: its make and model as the vehicle catalog names them, and what else is known. A
 * car without a year (a VIN whose model year is unknown) fits its model's fitments of any year.
 */
export interface CarToFit {
  make: string;
  model?: string;
  year?: number;
  engine?: string;
  vin?: string;
}

const sameName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An item's fitments with its `carDetails` as one more: that one year (every year when the
 * details name none), any engine; none from details that name no make or model.
 */
export function fitmentsOf(item: FittingItem): FitmentRange[] {
  const details = item.carDetails;
  const fromDetails =
    details?.agency && details.model
      ? [
          {
            make: details.agency,
            model: details.model,
            yearFrom: details.year ?? Number.NEGATIVE_INFINITY,
            yearTo: details.year ?? Number.POSITIVE_INFINITY,
          },
        ]
      : [];
  return [...(item.fitments ?? []), ...fromDetails];
}

/** Whether one fitment names this car: its make and model, its year in range, a matching engine. */
export function fitmentFits(fitment: FitmentRange, car: CarToFit): boolean {
  if (car.model === undefined) return false;
  if (!sameName(fitment.make, car.make) || !sameName(fitment.model, car.model)) return false;
  if (car.year !== undefined && (car.year < fitment.yearFrom || car.year > fitment.yearTo)) {
    return false;
  }
  return !fitment.engine || !car.engine || sameName(fitment.engine, car.engine);
}

/**
 * Whether the item fits the car: it is universal, or it is made for the car's VIN, or one of its
 * fitments (its `carDetails` counting as one) names the car.
 */
export function fitsCar(item: FittingItem, car: CarToFit): boolean {
  if (item.universal) return true;
  if (item.carEngine && car.vin && sameName(item.carEngine, car.vin)) return true;
  return fitmentsOf(item).some((fitment) => fitmentFits(fitment, car));
}
