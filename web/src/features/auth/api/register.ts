import type { MessageAnswer, RegisterRequest } from '@shop/shared';
import { uiLanguage } from '@/lib/account-language';
import { apiClient } from '@/lib/api-client';

/**
 * Registers a shopper; the account's mail language follows the UI's. A consent box goes only
 * when ticked: one left out is off, which is what an unticked box means.
 */
export async function register({
  serviceReminders,
  offers,
  ...account
}: Omit<RegisterRequest, 'language'>): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/user/register', {
    ...account,
    language: uiLanguage(),
    ...(serviceReminders && { serviceReminders }),
    ...(offers && { offers }),
  });
  return data;
}
