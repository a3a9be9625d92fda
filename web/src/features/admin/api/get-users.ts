import type { PublicUser } from '@shop/shared';
import { getAdminPage, type AdminPageLoader } from './admin-page';

/**
 * A page of users, newest first, searched by name, email or mobile. The spec's client sent no
 * token here, but this server keeps the list to admins (docs/decisions.md).
 */
export const getUsers: AdminPageLoader<PublicUser> = (query, signal) =>
  getAdminPage('/user/allUsers', 'users', query, signal);
