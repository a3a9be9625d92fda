import type { ContactMessage, MessagesAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Every contact message, newest first; the client adds the stored admin token to every call. */
export async function getMessages(): Promise<ContactMessage[]> {
  const { data } = await apiClient.get<MessagesAnswer>('/message');
  return data.messages;
}
