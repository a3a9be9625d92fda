import { apiClient, type MessageAnswer } from '@/lib/api-client';

/** A visitor's message to the shop (README.md, "Contact messages"). */
interface ContactMessageBody {
  name: string;
  email: string;
  description: string;
}

/** Sends a contact message; no login is needed (a stored token, if any, is ignored). */
export async function sendMessage(body: ContactMessageBody): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/message/addMessage', body);
  return data;
}
