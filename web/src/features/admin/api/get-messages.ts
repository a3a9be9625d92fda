import type { ContactMessage, MessagesAnswer } from '@shop/shared';
import { getPage } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';

/** A page of the visitors' messages, newest first (docs/behaviour.md). */
export const getMessages: AdminPageLoader<ContactMessage> = (query, signal) =>
  getPage('/message', (answer: MessagesAnswer) => answer.messages, query, signal);
