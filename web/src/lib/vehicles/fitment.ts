import type { CarDetails, Fitment } from '@shop/shared';
import { foldName } from './names';

/*
 * The fitment rule (docs/behaviour.md, "Fitment"). Its one declaration is shared/src/fitment.ts,
 * written on the server's side of issue 23 (branch i23-fitment); until that lands, the web's copy
 * of it is the block below, the same names and the same rule, and swapping it in is one line:
 *   export { fitmentsOf, fitsCar, type CarToFit, type FittingItem } from '@shop/shared';
 */

/** The years and engine of a fitment the rule reads. */
type FitmentRange = Pick<Fitment, 'make' | 'model' | 'yearFrom' | 'yearTo' | 'engine'>;

/** What of a product or package the rule reads. */
export interface FittingItem {
  universal?: boolean;
  fitments?: FitmentRange[];
  /** The documented car of a product: one more fitment, of that one year. */
  carDetails?: Partial<CarDetails>;
  /** The documented VIN of a product: it fits that car only. */
  carEngine?: string;
}

/** A car to fit: its make and model as the catalog names them, and what else is known. */
export interface CarToFit {
  make: string;
  model?: string;
  year?: number;
  engine?: string;
  vin?: string;
}

const sameName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** An item's fitments with its `carDetails` as one more (that one year, any engine). */
export function fitmentsOf(item: FittingItem): FitmentRange[] {
  const details = item.carDetails;
  const fromDetails =
    details?.agency && details.model && details.year !== undefined
      ? [
          {
            make: details.agency,
            model: details.model,
            yearFrom: details.year,
            yearTo: details.year,
          },
        ]
      : [];
  return [...(item.fitments ?? []), ...fromDetails];
}

function fitmentFits(fitment: FitmentRange, car: CarToFit): boolean {
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

/* The rule ends here; what follows is the web's own. */

/** A row of a product's fitment table. */
export type FitmentRow = Pick<
  Fitment,
  'make' | 'model' | 'yearFrom' | 'yearTo' | 'engine' | 'notes' | 'makeAr' | 'modelAr'
>;

/**
 * The item's fitments as a table shows them: one row per make, model, engine and note, its years
 * joined into ranges where they meet or overlap (2018–2020 and 2021–2023 read 2018–2023), in
 * the order of make, model and first year.
 */
export function fitmentRows(item: FittingItem & { fitments?: Fitment[] }): FitmentRow[] {
  const rowKey = (row: FitmentRow) =>
    [row.make, row.model, row.engine ?? '', row.notes ?? ''].map(foldName).join('|');
  const sorted: FitmentRow[] = fitmentsOf(item)
    .map((fitment) => ({ ...fitment }))
    .sort(
      (one, other) =>
        rowKey(one).localeCompare(rowKey(other)) ||
        one.yearFrom - other.yearFrom ||
        one.yearTo - other.yearTo,
    );
  const rows: FitmentRow[] = [];
  for (const row of sorted) {
    const last = rows.at(-1);
    if (last && rowKey(last) === rowKey(row) && row.yearFrom <= last.yearTo + 1) {
      last.yearTo = Math.max(last.yearTo, row.yearTo);
    } else {
      rows.push(row);
    }
  }
  return rows;
}
