import { apiClient } from '@/lib/api-client';

/**
 * A visitor's message as the back office lists it (README.md, "Contact messages"), newest first.
 */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  description: string;
  createdAt?: string;
}

/** Every contact message; the client adds the stored admin token to every call. */
export async function getMessages(): Promise<ContactMessage[]> {
  const { data } = await apiClient.get<{ messages: ContactMessage[] }>('/message');
  return data.messages;
}
