import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/vehicles/models/{id}. */
export async function deleteVehicleModel(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/vehicles/models/${encodeURIComponent(id)}`,
  );
  return data;
}
