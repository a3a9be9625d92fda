import {
  shopDayOf,
  type ChangePasswordRequest,
  type MessageAnswer,
  type MyAccount,
  type MyAccountAnswer,
  type Preferences,
  type PreferencesAnswer,
  type UpdateMyAccountRequest,
  type UpdatePreferencesRequest,
} from '@shop/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/*
 * The shopper's own account (issue 28). Each query's key holds the session's token, so one
 * shopper's account is never shown to the next on the same browser.
 */

const myAccountKey = ['myAccount'] as const;

export const myAccountQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...myAccountKey, 'profile', token],
    queryFn: async () => (await apiClient.get<MyAccount>('/user/me')).data,
    staleTime: 0,
  });

export const preferencesQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...myAccountKey, 'preferences', token],
    queryFn: async () => (await apiClient.get<Preferences>('/user/me/preferences')).data,
    staleTime: 0,
  });

/** Changes the fields sent; answers the account as saved. */
export async function updateMyAccount(body: UpdateMyAccountRequest): Promise<MyAccount> {
  const { data } = await apiClient.put<MyAccountAnswer>('/user/me', body);
  return data.user;
}

/** Changes the password; the server ends every other session of the shopper. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiClient.put<MessageAnswer>('/user/password', body);
}

/** Turns consents on or off; answers both as they now are. */
export async function updatePreferences(body: UpdatePreferencesRequest): Promise<Preferences> {
  const { data } = await apiClient.put<PreferencesAnswer>('/user/me/preferences', body);
  return data.preferences;
}

/** The name the server gives the file (`attachment; filename="my-data-2026-11-25.json"`). */
const ATTACHMENT_NAME = /filename="([^"]+)"/;

/** Fetches everything the shop keeps about the shopper and saves it as a .json file. */
export async function downloadMyData(): Promise<void> {
  const response = await apiClient.get<Blob>('/user/me/export', { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  // Without the header (a proxy that drops it), the name the server gives: today's Saudi day.
  const fileName =
    ATTACHMENT_NAME.exec(disposition)?.[1] ?? `my-data-${shopDayOf(new Date())}.json`;
  saveFile(new Blob([response.data], { type: 'application/json' }), fileName);
}

/** Deletes the shopper's account, given their password; the server ends its sessions. */
export async function deleteMyAccount(password: string): Promise<void> {
  await apiClient.delete<MessageAnswer>('/user/me', { data: { password } });
}
