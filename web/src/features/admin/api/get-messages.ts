import type { ContactMessage } from '@shop/shared';
import { getAdminPage, type AdminPageLoader } from './admin-page';

/** A page of the visitors' messages, newest first (docs/behaviour.md). */
export const getMessages: AdminPageLoader<ContactMessage> = (query, signal) =>
  getAdminPage('/message', 'messages', query, signal);
