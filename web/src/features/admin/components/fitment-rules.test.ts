import type { Fitment, VehicleModel } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  FITMENT_BOUNDS,
  fitmentRowsOf,
  fitmentRequestsOf,
  withCopiedFitments,
  yearProblem,
  yearRangeOf,
} from './fitment-rules';

const camry: VehicleModel = {
  _id: 'm1',
  makeId: 'toyota',
  make: 'Toyota',
  name: 'Camry',
  yearFrom: 1990,
  engines: [],
};
const camry2020: Fitment = { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023 };
const es: Fitment = { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2023, notes: 'Front' };

describe('fitment rows', () => {
  it("bound a row's years by its model's, or by the shop's when the model is unknown", () => {
    const nextYear = new Date().getFullYear() + 1;
    expect(yearRangeOf(undefined)).toEqual({ from: 1950, to: nextYear });
    // Still sold: up to next year's models.
    expect(yearRangeOf(camry)).toEqual({ from: 1990, to: nextYear });
    expect(yearRangeOf({ ...camry, yearFrom: 1940, yearTo: 2001 })).toEqual({
      from: 1950,
      to: 2001,
    });
  });

  it('want a whole year within the range, the last not before the first', () => {
    const range = { from: 1990, to: 2025 };
    expect(yearProblem(2020, range)).toBeNull();
    expect(yearProblem(undefined, range)).toBe('admin.fitments.yearRequired');
    expect(yearProblem(null, range)).toBe('admin.fitments.yearRequired');
    expect(yearProblem(1989, range)).toBe('admin.fitments.yearOutOfRange');
    expect(yearProblem(2026, range)).toBe('admin.fitments.yearOutOfRange');
    expect(yearProblem(2020.5, range)).toBe('admin.fitments.yearOutOfRange');
    expect(yearProblem(2019, range, 2020)).toBe('admin.fitments.yearsUpsideDown');
    expect(yearProblem(2020, range, 2020)).toBeNull();
  });

  it('send each row as a fitment: notes trimmed, an engine only when one is chosen', () => {
    const rows = fitmentRowsOf([camry2020, { ...es, engine: '2.5L-I4' }]);
    rows[1]!.notes = '  Front axle ';
    expect(fitmentRequestsOf(rows)).toEqual([
      { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023 },
      {
        make: 'Lexus',
        model: 'ES',
        yearFrom: 2019,
        yearTo: 2023,
        engine: '2.5L-I4',
        notes: 'Front axle',
      },
    ]);
    expect(fitmentRequestsOf([{ ...rows[0], notes: '   ', engine: '' }])).toEqual([
      { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023 },
    ]);
  });

  it("add a copied product's cars after the rows, each car once", () => {
    const rows = fitmentRowsOf([camry2020]);
    const copied = [{ ...camry2020, make: 'TOYOTA' }, es, es, { ...es, yearFrom: 2020 }];
    expect(withCopiedFitments(rows, copied)).toEqual([
      ...rows,
      ...fitmentRowsOf([es, { ...es, yearFrom: 2020 }]),
    ]);
  });

  it('copy no more rows than a product may have', () => {
    const many = Array.from({ length: FITMENT_BOUNDS.fitments + 5 }, (_, index) => ({
      ...camry2020,
      notes: String(index),
      yearFrom: 1990 + (index % 30),
      yearTo: 2020 + Math.floor(index / 30),
    }));
    expect(withCopiedFitments([], many)).toHaveLength(FITMENT_BOUNDS.fitments);
  });
});
