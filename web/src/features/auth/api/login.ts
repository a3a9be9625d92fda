import type { LoginAnswer, LoginRequest } from '@shop/shared';
import { uiLanguage } from '@/lib/account-language';
import { apiClient } from '@/lib/api-client';

/** Logs in; the account's mail language follows the UI's. */
export async function login(body: Omit<LoginRequest, 'language'>): Promise<LoginAnswer> {
  const { data } = await apiClient.post<LoginAnswer>('/user/login', {
    ...body,
    language: uiLanguage(),
  });
  return data;
}
