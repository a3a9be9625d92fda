import { queryOptions } from '@tanstack/react-query';
import { getCarBrands } from './get-car-brands';
import { getUserCars } from './get-user-cars';

/** The car brands of the Add Vehicle forms: the same for everyone, and rarely changed. */
export const carBrandsQuery = () =>
  queryOptions({ queryKey: ['garage', 'brands'], queryFn: () => getCarBrands() });

/**
 * The shopper's saved cars. The key holds the session's token, so one shopper's cars are never
 * shown to the next on the same browser; fetched afresh whenever the garage shows.
 */
export const userCarsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['garage', 'cars', token],
    queryFn: () => getUserCars(),
    staleTime: 0,
  });
