import { queryOptions } from '@tanstack/react-query';
import { getUserCars } from './get-user-cars';

/**
 * The shopper's saved cars: the garage lists them, the catalog checks parts against them. The key
 * holds the session's token, so one shopper's cars are never shown to the next on the same
 * browser; fetched afresh whenever a screen showing them opens.
 */
export const userCarsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['garage', 'cars', token],
    queryFn: ({ signal }) => getUserCars(signal),
    staleTime: 0,
  });
