import type { Fitment, ProductPartFields, VehicleModel } from '@shop/shared';
import type { MessageKey } from '@/i18n';

/*
 * The fitment rows of the product and package forms (docs/behaviour.md, "Fitment"): what a row
 * holds, the checks the server also makes (its bounds, /work/coord/fitment.md "Errors"), and the
 * rows a copy from another product adds.
 */

/** The bounds the server holds fitments and part data to. */
export const FITMENT_BOUNDS = {
  yearMin: 1950,
  /** Next year's models are sold from the autumn before. */
  yearMax: new Date().getFullYear() + 1,
  fitments: 500,
  partNumberLength: 40,
  oemNumbers: 50,
  oemNumberLength: 40,
  notesLength: 200,
} as const;

/** One row of the form: a make and model of the catalog, a range of years, maybe an engine. */
export interface FitmentRow {
  make?: string;
  model?: string;
  yearFrom?: number | null;
  yearTo?: number | null;
  engine?: string;
  notes?: string;
}

/** A fitment as addProduct and updateProduct take it. */
export type FitmentRequest = NonNullable<ProductPartFields['fitments']>[number];

/** The rows of the fitments a product or package is answered with. */
export const fitmentRowsOf = (fitments: readonly Fitment[] = []): FitmentRow[] =>
  fitments.map(({ make, model, yearFrom, yearTo, engine, notes }) => ({
    make,
    model,
    yearFrom,
    yearTo,
    engine,
    notes,
  }));

/** The fitments to send: the rows as the form checked them (each has make, model and years). */
export const fitmentRequestsOf = (rows: readonly FitmentRow[] = []): FitmentRequest[] =>
  rows.map((row) => ({
    make: row.make!,
    model: row.model!,
    yearFrom: row.yearFrom!,
    yearTo: row.yearTo!,
    ...(row.engine && { engine: row.engine }),
    ...(row.notes?.trim() && { notes: row.notes.trim() }),
  }));

/** The model years a row's years may take: the model's, or any the shop takes. */
export function yearRangeOf(model: VehicleModel | undefined): { from: number; to: number } {
  const { yearMin, yearMax } = FITMENT_BOUNDS;
  if (!model) return { from: yearMin, to: yearMax };
  return {
    from: Math.max(model.yearFrom, yearMin),
    to: Math.min(model.yearTo ?? yearMax, yearMax),
  };
}

/**
 * What is wrong with a row's year, or null: it is needed, whole, within `range`, and a "to" year
 * is not before the "from" year.
 */
export function yearProblem(
  year: number | null | undefined,
  range: { from: number; to: number },
  from?: number | null,
): MessageKey | null {
  if (year === undefined || year === null) return 'admin.fitments.yearRequired';
  if (!Number.isInteger(year) || year < range.from || year > range.to) {
    return 'admin.fitments.yearOutOfRange';
  }
  if (typeof from === 'number' && year < from) return 'admin.fitments.yearsUpsideDown';
  return null;
}

/** A row's identity: two rows of the same car, years and engine are one fitment. */
const keyOf = (row: FitmentRow) =>
  [row.make, row.model, row.yearFrom, row.yearTo, row.engine ?? '']
    .map((part) => String(part ?? '').toLowerCase())
    .join('|');

/**
 * The rows after copying `copied` (another product's fitments) into `rows`: appended, except
 * those the rows already hold; at most FITMENT_BOUNDS.fitments in all.
 */
export function withCopiedFitments(
  rows: readonly FitmentRow[],
  copied: readonly Fitment[],
): FitmentRow[] {
  const held = new Set(rows.map(keyOf));
  const added = fitmentRowsOf(copied).filter((row) => {
    const key = keyOf(row);
    if (held.has(key)) return false;
    held.add(key);
    return true;
  });
  return [...rows, ...added].slice(0, FITMENT_BOUNDS.fitments);
}
