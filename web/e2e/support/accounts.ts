import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { baseUrl } from './browser';
import type { ReceivedMail } from './mail-inbox';
import './provided-context';

export interface Account {
  name: string;
  mobile: string;
  email: string;
  password: string;
}

/** A new person each call: email and mobile must be unique in the shop. */
export function newAccount(): Account {
  const id = randomBytes(4).toString('hex');
  const digits = String(parseInt(id, 16) % 100_000_000).padStart(8, '0');
  return {
    name: `Journey ${id}`,
    mobile: `+9665${digits}`,
    email: `journey.${id}@example.com`,
    password: `pw-${id}`,
  };
}

/** Registers through the API, for journeys that start with an existing account. */
export async function registerViaApi(account: Account): Promise<Account> {
  const response = await fetch(new URL('/api/user/register', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) {
    throw new Error(`Register answered ${response.status}: ${await response.text()}`);
  }
  return account;
}

/**
 * The newest mail the shop sent to `address` (whose subject contains `subject`), waiting a little
 * for it to arrive.
 */
export async function lastMailTo(
  address: string,
  subject = '',
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const url = new URL('/last', inject('mailInboxUrl'));
  url.searchParams.set('to', address);
  url.searchParams.set('subject', subject);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    if (response.ok) return (await response.json()) as ReceivedMail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The admin the shop under test ensures at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const admin = () => inject('admin');
