import { API_MESSAGES, ERROR_CODES, ERRORS, UI_MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en, type DictionaryKey } from './en';
import { accountAr } from './sections/account-ar';
import { accountEn } from './sections/account-en';
import { adminAr } from './sections/admin-ar';
import { adminEn } from './sections/admin-en';
import { ordersAr } from './sections/orders-ar';
import { ordersEn } from './sections/orders-en';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('dictionaries', () => {
  it('translate every English text into Arabic', () => {
    const keys = Object.keys(en) as DictionaryKey[];
    const untranslated = keys.filter((key) => !ARABIC_LETTER.test(ar[key]));
    expect(untranslated).toEqual([]);
  });

  it.each([
    ['account', accountEn, accountAr],
    ['admin', adminEn, adminAr],
    ['orders', ordersEn, ordersAr],
  ] as const)(
    'translate every English text of the %s section into Arabic',
    (_, english, arabic) => {
      const keys = Object.keys(english);
      const inArabic = arabic as Record<string, string>;
      expect(keys.filter((key) => !ARABIC_LETTER.test(inArabic[key]!))).toEqual([]);
      // A section's key is no key of the dictionary's nor of another section's.
      expect(keys.filter((key) => key in en)).toEqual([]);
      const others = english === adminEn ? ordersEn : adminEn;
      expect(keys.filter((key) => key in others)).toEqual([]);
    },
  );

  it('write numbers in Arabic digits in Arabic, but what is typed as it is', () => {
    // What the reader types or reads out as written stays Latin (docs/behaviour.md, "One digit
    // system per language"): a test card's number, a short address, an engine code, UTF-8.
    const TYPED_AS_IS = /\d{4} \d{4} \d{4} \d{4}|[A-Z]{4}\d{4}|\d\.\dL-I\d|UTF-8/g;
    const texts = [
      ...Object.values(ar),
      ...Object.values(accountAr),
      ...Object.values(adminAr),
      ...Object.values(ordersAr),
      ...ERROR_CODES.map((code) => ERRORS[code].ar),
    ];
    expect(texts.filter((text) => /[0-9]/.test(text.replace(TYPED_AS_IS, '')))).toEqual([]);
  });

  it("keep the sections' documented texts to the letter", () => {
    expect(ordersEn['checkout.codPlaced']).toBe(API_MESSAGES.codOrderCreated);
    expect(adminEn['admin.orders.updated']).toBe(API_MESSAGES.orderUpdated);
  });

  it('keep the documented English texts to the letter', () => {
    expect(en['notFound.text']).toBe("Oops! The page you're looking for doesn't exist.");
    expect(en['notFound.goHome']).toBe(UI_MESSAGES.goHome);
    expect(en['guard.accessDeniedTitle']).toBe('Error!');
    expect(en['guard.accessDeniedText']).toBe("You can't access to this page");
    expect(en['shop.copyright']).toContain('© 2024');
  });

  it('keep the account texts to the letter, odd spacing and spelling included', () => {
    expect(en['validation.nameMin']).toBe('Name must be at least 3 character');
    expect(en['validation.passwordRequired']).toBe('Password isrequired');
    expect(en['validation.phoneInvalid']).toBe('Phone is invalid, Phone must Start with +');
    expect(en['validation.loginPassword']).toBe('Password is not matched, Please try again!');
    expect(en['auth.registerBeforeLogin']).toBe('You must register before login! ');
    expect(en['auth.tryAgain']).toBe('try again!');
    expect(en['auth.sendCode']).toBe('Send Code');
    expect(en['auth.changePassword']).toBe('Change Password');
  });

  it('keep the delete dialogs to the letter', () => {
    expect(en['confirmDelete.title']).toBe('Are you sure?');
    expect(en['confirmDelete.text']).toBe("You won't be able to revert this!");
    expect(en['confirmDelete.yes']).toBe('Yes, delete it!');
    expect(en['confirmDelete.cancel']).toBe('Cancel');
    expect(en['confirmDelete.deletedTitle']).toBe('Deleted!');
    expect(en['confirmDelete.failedTitle']).toBe('Error!');
    expect(adminEn['admin.users.deleted']).toBe('The User has been deleted.');
    expect(adminEn['admin.users.deleteFailed']).toBe('There was an issue deleting the User.');
  });
});
