import type { MessageAnsweredAnswer, MessageAnsweredRequest } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Marks a visitor's message answered, or takes the mark off. */
export async function setMessageAnswered(
  id: string,
  answered: boolean,
): Promise<MessageAnsweredAnswer> {
  const body: MessageAnsweredRequest = { answered };
  const { data } = await apiClient.put<MessageAnsweredAnswer>(
    `/message/answered/${encodeURIComponent(id)}`,
    body,
  );
  return data;
}
