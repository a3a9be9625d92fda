import type { VehicleMakeAnswer, VehicleMakeRequest } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** PUT /api/vehicles/makes/{id}: renames a make (its English or Arabic name). */
export async function updateVehicleMake(
  id: string,
  names: VehicleMakeRequest,
): Promise<VehicleMakeAnswer> {
  const { data } = await apiClient.put<VehicleMakeAnswer>(
    `/vehicles/makes/${encodeURIComponent(id)}`,
    names,
  );
  return data;
}
