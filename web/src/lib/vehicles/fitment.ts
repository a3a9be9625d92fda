import { fitmentsOf, type Fitment, type FittingItem } from '@shop/shared';
import { foldName } from './names';

/** The fitment rule (docs/behaviour.md, "Fitment"): the server's own, declared once. */
export { fitmentsOf, fitsCar, type CarToFit, type FittingItem } from '@shop/shared';

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
