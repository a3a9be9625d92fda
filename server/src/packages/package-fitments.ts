import { MAX_FITMENTS } from '@shop/shared';
import type { ProductFitmentData } from '../products/products.service';
import type { StoredFitment } from '../vehicles/schemas/stored-fitment.schema';

/** The fitments of a package that has none of its own. */
export interface DerivedFitments {
  universal: boolean;
  fitments: StoredFitment[];
}

/** A part's fitments of a model (its carDetails' included), without their notes and marks. */
const modelFitments = (part: ProductFitmentData): StoredFitment[] =>
  part.fitments
    .filter((fitment) => fitment.modelKey !== undefined)
    .map(({ fromCarDetails: _from, notes: _notes, ...fitment }) => fitment);

const enginesAgree = (a: StoredFitment, b: StoredFitment) =>
  !a.engineKey || !b.engineKey || a.engineKey === b.engineKey;

/** The cars both lists fit: each pair of fitments of one model, over the years they share. */
function intersect(a: StoredFitment[], b: StoredFitment[]): StoredFitment[] {
  const shared: StoredFitment[] = [];
  for (const one of a) {
    for (const other of b) {
      if (one.makeKey !== other.makeKey || one.modelKey !== other.modelKey) continue;
      if (!enginesAgree(one, other)) continue;
      const yearFrom = Math.max(one.yearFrom, other.yearFrom);
      const yearTo = Math.min(one.yearTo, other.yearTo);
      if (yearFrom > yearTo) continue;
      const engine = one.engineKey ? one : other;
      const { engine: _engine, engineKey: _key, ...car } = one;
      shared.push({
        ...car,
        yearFrom,
        yearTo,
        ...(engine.engineKey && { engine: engine.engine, engineKey: engine.engineKey }),
      });
    }
  }
  return merged(shared);
}

/** The same cars in as few fitments as can say them: overlapping or touching ranges joined. */
function merged(fitments: StoredFitment[]): StoredFitment[] {
  const byCar = new Map<string, StoredFitment[]>();
  for (const fitment of fitments) {
    const car = `${fitment.makeKey}|${fitment.modelKey}|${fitment.engineKey ?? ''}`;
    byCar.set(car, [...(byCar.get(car) ?? []), fitment]);
  }
  const result: StoredFitment[] = [];
  for (const ranges of byCar.values()) {
    ranges.sort((a, b) => a.yearFrom - b.yearFrom);
    let current = { ...ranges[0] };
    for (const next of ranges.slice(1)) {
      if (next.yearFrom <= current.yearTo + 1) {
        current.yearTo = Math.max(current.yearTo, next.yearTo);
      } else {
        result.push(current);
        current = { ...next };
      }
    }
    result.push(current);
  }
  return result;
}

/**
 * A package's fitments made from its parts' (docs/behaviour.md, "Fitment"): it fits a car when
 * all its car-specific parts fit it. Parts that are universal, or name no car, restrict nothing,
 * so a package of such parts only is for every car (universal). Parts that share no car leave
 * the package for none.
 */
export function derivedFitments(parts: ProductFitmentData[]): DerivedFitments {
  const specific = parts
    .filter((part) => !part.universal)
    .map(modelFitments)
    .filter((fitments) => fitments.length > 0);
  if (specific.length === 0) return { universal: true, fitments: [] };
  const shared = specific.slice(1).reduce(intersect, merged(specific[0]));
  return { universal: false, fitments: shared.slice(0, MAX_FITMENTS) };
}
