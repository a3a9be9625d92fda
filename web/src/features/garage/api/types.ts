import type { CarDetails } from '@shop/shared';

/**
 * What the add and update forms send: an engine number (VIN) with the model the shopper picked
 * (its make and year the server reads from the VIN), or the car's details.
 */
export type VehicleFields =
  | { kind: 'vin'; mileage?: number; engineNumber?: string; model?: string }
  | ({ kind: 'data'; mileage?: number } & Partial<CarDetails>);

/** The VIN as the API keeps it: upper-case, without the spaces around it. */
export const vinOf = (fields: Extract<VehicleFields, { kind: 'vin' }>) =>
  fields.engineNumber?.trim().toUpperCase();
