import type { Language } from '@shop/shared';
import type { AccountKey } from './sections/account-en';
import type { AdminKey } from './sections/admin-en';
import type { OrdersKey } from './sections/orders-en';

/**
 * Texts only some screens show, each section a chunk of its own per language: the dictionary
 * main.tsx fetches before the first page stays within its size budget (scripts/size.mjs), and a
 * screen's section comes with its code (app/lazy-screen.tsx, `texts`). translate.ts keeps them.
 */
export const TEXT_SECTIONS = {
  account: {
    en: () => import('./sections/account-en').then((texts) => texts.accountEn),
    ar: () => import('./sections/account-ar').then((texts) => texts.accountAr),
  },
  admin: {
    en: () => import('./sections/admin-en').then((texts) => texts.adminEn),
    ar: () => import('./sections/admin-ar').then((texts) => texts.adminAr),
  },
  orders: {
    en: () => import('./sections/orders-en').then((texts) => texts.ordersEn),
    ar: () => import('./sections/orders-ar').then((texts) => texts.ordersAr),
  },
} satisfies Record<string, Record<Language, () => Promise<Record<string, string>>>>;

export type TextSection = keyof typeof TEXT_SECTIONS;

/** The keys of every section. */
export type SectionKey = AccountKey | AdminKey | OrdersKey;
