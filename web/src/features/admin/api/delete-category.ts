import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Deletes the category and, with it, its products. */
export async function deleteCategory(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/category/deleteCategory/${encodeURIComponent(id)}`,
  );
  return data;
}
