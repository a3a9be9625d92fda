import { apiClient, type MessageAnswer } from '@/lib/api-client';

export async function deletePackage(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/package/deletePackage/${encodeURIComponent(id)}`,
  );
  return data;
}
