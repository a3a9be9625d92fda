import { UI_MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en, type MessageKey } from './en';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** Texts that read the same in both languages. */
const LANGUAGE_NEUTRAL: readonly MessageKey[] = ['contact.hoursValue'];

describe('dictionaries', () => {
  it('translate every English text into Arabic', () => {
    const keys = Object.keys(en) as MessageKey[];
    const untranslated = keys.filter(
      (key) => !LANGUAGE_NEUTRAL.includes(key) && !ARABIC_LETTER.test(ar[key]),
    );
    expect(untranslated).toEqual([]);
  });

  it("keep the spec's English texts to the letter", () => {
    expect(en['notFound.text']).toBe("Oops! The page you're looking for doesn't exist.");
    expect(en['notFound.goHome']).toBe(UI_MESSAGES.goHome);
    expect(en['guard.accessDeniedTitle']).toBe('Error!');
    expect(en['guard.accessDeniedText']).toBe("You can't access to this page");
    expect(en['home.warranty.headline']).toBe('How to maintain your warranty?');
    expect(en['shop.copyright']).toContain('© 2024');
  });
});
