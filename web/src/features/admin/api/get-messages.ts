import { getAdminPage, type AdminPageLoader } from './admin-page';

/** A visitor's message as the back office lists it (spec section 3), newest first. */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  description: string;
  createdAt?: string;
}

/** A page of the contact messages, newest first. */
export const getMessages: AdminPageLoader<ContactMessage> = (query, signal) =>
  getAdminPage('/message', 'messages', query, signal);
