import type { PublicUser, UsersAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Every user. The original client sent no token here, but this server keeps the list to admins
 * (docs/decisions.md, "Security"); the client adds the stored admin token to every call.
 */
export async function getUsers(): Promise<PublicUser[]> {
  const { data } = await apiClient.get<UsersAnswer>('/user/allUsers');
  return data.users;
}
