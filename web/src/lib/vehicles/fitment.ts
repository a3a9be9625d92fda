import type { Fitment, Product, VehicleIdentity } from '@shop/shared';
import { foldName, sameName } from './names';

/*
 * The fitment rule (issue 23; docs/behaviour.md, "Fitment"). Its one declaration is to be
 * shared/src/fitment.ts, which the server's fit check uses too; until it is there, the web's copy
 * is this module, and `fits` below is the one line to turn into its re-export.
 */

/** What fitment reads of a product or a package. */
export type FittedItem = Pick<Product, 'universal' | 'fitments' | 'carDetails'>;

/** A car to check parts against: a make and model at least, its year and engine when known. */
export type CheckedCar = Pick<VehicleIdentity, 'make' | 'model' | 'year' | 'engine'>;

/**
 * The item's fitments, the documented `carDetails` counted as one more (that one year). A
 * product for one VIN (`carEngine`) fits that VIN only: no make and model says which car that is.
 */
export function fitmentsOf(item: FittedItem): Fitment[] {
  const fitments = [...(item.fitments ?? [])];
  const { agency, model, year } = item.carDetails ?? {};
  if (agency && model && year) fitments.push({ make: agency, model, yearFrom: year, yearTo: year });
  return fitments;
}

/**
 * Whether the item fits the car: it is universal, or one of its fitments names the car's make
 * and model with the car's year in its range (any year when the car's is unknown), and the
 * engines agree when both name one.
 */
export function fits(item: FittedItem, car: CheckedCar): boolean {
  if (item.universal) return true;
  return fitmentsOf(item).some(
    (fitment) =>
      sameName(fitment.make, car.make) &&
      sameName(fitment.model, car.model) &&
      (car.year === undefined || (fitment.yearFrom <= car.year && car.year <= fitment.yearTo)) &&
      (!fitment.engine || !car.engine || sameName(fitment.engine, car.engine)),
  );
}

/**
 * The item's fitments as a table shows them: one row per make, model, engine and note, its years
 * joined into ranges where they meet or overlap (2018–2020 and 2021–2023 read 2018–2023), in
 * the order of make, model and first year.
 */
export function fitmentRows(item: FittedItem): Fitment[] {
  const rowKey = (fitment: Fitment) =>
    [fitment.make, fitment.model, fitment.engine ?? '', fitment.notes ?? '']
      .map(foldName)
      .join('|');
  const sorted = fitmentsOf(item).sort(
    (one, other) =>
      rowKey(one).localeCompare(rowKey(other)) ||
      one.yearFrom - other.yearFrom ||
      one.yearTo - other.yearTo,
  );
  const rows: Fitment[] = [];
  for (const fitment of sorted) {
    const last = rows.at(-1);
    if (last && rowKey(last) === rowKey(fitment) && fitment.yearFrom <= last.yearTo + 1) {
      last.yearTo = Math.max(last.yearTo, fitment.yearTo);
    } else {
      rows.push({ ...fitment });
    }
  }
  return rows;
}
