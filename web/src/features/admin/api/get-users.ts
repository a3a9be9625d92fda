import type { PublicUser, UsersAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Every user. The spec's client sent no token here, but this server keeps the list to admins
 * (design section 3); the client adds the stored admin token to every call.
 */
export async function getUsers(): Promise<PublicUser[]> {
  const { data } = await apiClient.get<UsersAnswer>('/user/allUsers');
  return data.users;
}
