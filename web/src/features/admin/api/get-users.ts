import type { PublicUser, UsersAnswer } from '@shop/shared';
import { getPage } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';

/**
 * A page of users, newest first, searched by name, email or mobile. The spec's client sent no
 * token here, but this server keeps the list to admins (docs/decisions.md).
 */
export const getUsers: AdminPageLoader<PublicUser> = (query, signal) =>
  getPage('/user/allUsers', (answer: UsersAnswer) => answer.users, query, signal);
