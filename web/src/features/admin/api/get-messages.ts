import type { ContactMessage, MessageListQuery, MessagesAnswer } from '@shop/shared';
import { getPage } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';

/** The filter of the messages table besides its search: answered (true) or not (false). */
export const MESSAGE_FILTERS = ['answered'] as const satisfies readonly (keyof MessageListQuery)[];

/** A page of the visitors' messages, newest first (docs/behaviour.md). */
export const getMessages: AdminPageLoader<ContactMessage> = (query, signal) =>
  getPage('/message', (answer: MessagesAnswer) => answer.messages, query, signal);
