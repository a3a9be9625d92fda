import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function deleteCar(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/car/deleteCarAdmin/${encodeURIComponent(id)}`,
  );
  return data;
}
