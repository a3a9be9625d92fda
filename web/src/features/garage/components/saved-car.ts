import type { UserCar } from '@shop/shared';
import type { CarPick } from '@/lib/vehicles';

/**
 * What a saved car is, as the selector and the catalog's links read it: the API's reading of it
 * (`vehicle`), else its details, else what its VIN told.
 */
export function savedCar(car: UserCar): CarPick {
  if (car.vehicle) return car.vehicle;
  if (car.carDetails) {
    const { agency, model, year } = car.carDetails;
    return { make: agency, model, year };
  }
  return { make: car.decoded?.manufacturer, year: car.decoded?.modelYear };
}
