import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function deleteUserCar(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/car/deleteUserCarForUser/${encodeURIComponent(id)}`,
  );
  return data;
}
