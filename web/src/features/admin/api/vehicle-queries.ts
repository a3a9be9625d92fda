import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../hooks/use-admin-table';
import { getVehicleMakes, getVehicleModels } from './get-vehicle-catalog';

/*
 * The vehicle catalog as the back office reads it: under the admin lists' key, so an edit of
 * any admin list (useAdminTable's `changed`) reads it anew.
 */

/** Every make. */
export const vehicleMakesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'vehicle-makes'],
    queryFn: ({ signal }) => getVehicleMakes(signal),
  });

/** The models of the make named `make` (its name or id); nothing is asked without one. */
export const vehicleModelsQuery = (make: string | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'vehicle-models', make ?? ''],
    queryFn: ({ signal }) => getVehicleModels({ make: make! }, signal),
    enabled: Boolean(make),
  });
