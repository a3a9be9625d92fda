import type { CarDetails } from '@shop/shared';

/** What the add and update forms send: an engine number (VIN), or the car's details. */
export type VehicleFields =
  | { kind: 'vin'; mileage?: number; engineNumber?: string }
  | ({ kind: 'data'; mileage?: number } & Partial<CarDetails>);
