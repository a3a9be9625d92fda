import { apiClient, type MessageAnswer } from '@/lib/api-client';

export async function deleteUserCar(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/car/deleteUserCarForUser/${encodeURIComponent(id)}`,
  );
  return data;
}
