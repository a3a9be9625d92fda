import type { ContactMessageRequest, MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Sends a contact message; no login is needed (a stored token, if any, is ignored). */
export async function sendMessage(body: ContactMessageRequest): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/message/addMessage', body);
  return data;
}
