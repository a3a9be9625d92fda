import type { VehicleFields } from '../api/types';

/**
 * docs/behaviour.md, "Validation rules": by data, the brand logo, mileage, model, year, agency and
 * a warranty of true must all be present ('False' counts as missing); by VIN, the logo, mileage and
 * VIN.
 */
export function isIncompleteVehicle(fields: VehicleFields, hasLogo: boolean): boolean {
  if (!hasLogo || !fields.mileage) return true;
  if (fields.kind === 'vin') return !fields.engineNumber?.trim();
  return (
    !fields.model?.trim() || !fields.year || !fields.agency?.trim() || fields.warranty !== true
  );
}
