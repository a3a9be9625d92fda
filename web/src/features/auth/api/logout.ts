import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Ends the session of the stored token (the client adds the token header). */
export async function logout(): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>('/user/logout');
  return data;
}
