import type { VehicleModelAnswer, VehicleModelRequest } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** PUT /api/vehicles/models/{id}: the model's names, years and engines as sent. */
export async function updateVehicleModel(
  id: string,
  model: VehicleModelRequest,
): Promise<VehicleModelAnswer> {
  const { data } = await apiClient.put<VehicleModelAnswer>(
    `/vehicles/models/${encodeURIComponent(id)}`,
    model,
  );
  return data;
}
