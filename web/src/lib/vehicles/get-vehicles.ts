import type {
  VehicleMake,
  VehicleMakesAnswer,
  VehicleModel,
  VehicleModelsAnswer,
} from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** The vehicle catalog's reads (docs/behaviour.md, "Fitment"): public, the same for everyone. */

/** The makes; with `year`, only those with a model sold that year. */
export async function getMakes(
  year: number | undefined,
  signal?: AbortSignal,
): Promise<VehicleMake[]> {
  const { data } = await apiClient.get<VehicleMakesAnswer>('/vehicles/makes', {
    params: { year },
    signal,
  });
  return data.makes;
}

/** The models of a make (its id or name), with the years each was sold. */
export async function getModels(make: string, signal?: AbortSignal): Promise<VehicleModel[]> {
  const { data } = await apiClient.get<VehicleModelsAnswer>('/vehicles/models', {
    params: { make },
    signal,
  });
  return data.models;
}

/** The models whose name, in English or Arabic, starts as `typed` does ("camry", "كامري"). */
export async function findModels(typed: string, signal?: AbortSignal): Promise<VehicleModel[]> {
  const { data } = await apiClient.get<VehicleModelsAnswer>('/vehicles/models', {
    params: { q: typed },
    signal,
  });
  return data.models;
}
