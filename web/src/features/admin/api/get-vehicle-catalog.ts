import type {
  VehicleMake,
  VehicleMakesAnswer,
  VehicleModel,
  VehicleModelsAnswer,
} from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Every make of the vehicle catalog (the garage's car brands: one list). */
export async function getVehicleMakes(signal?: AbortSignal): Promise<VehicleMake[]> {
  const { data } = await apiClient.get<VehicleMakesAnswer>('/vehicles/makes', { signal });
  return data.makes;
}

/**
 * The models of one make (its id or name), or those whose name starts like `q` (Arabic or
 * English), with their years and engines.
 */
export async function getVehicleModels(
  query: { make: string } | { q: string },
  signal?: AbortSignal,
): Promise<VehicleModel[]> {
  const { data } = await apiClient.get<VehicleModelsAnswer>('/vehicles/models', {
    params: query,
    signal,
  });
  return data.models;
}
