import type { MessageAnswer, RegisterRequest } from '@shop/shared';
import { uiLanguage } from '@/lib/account-language';
import { apiClient } from '@/lib/api-client';

/** Registers a shopper; the account's mail language follows the UI's. */
export async function register(body: Omit<RegisterRequest, 'language'>): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/user/register', {
    ...body,
    language: uiLanguage(),
  });
  return data;
}
