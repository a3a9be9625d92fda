import type { VehicleModelAnswer, VehicleModelRequest } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** POST /api/vehicles/models: a model of a make, with its years and engines. */
export async function addVehicleModel(model: VehicleModelRequest): Promise<VehicleModelAnswer> {
  const { data } = await apiClient.post<VehicleModelAnswer>('/vehicles/models', model);
  return data;
}
