import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { onApi } from '@/test/server';
import { saveAccountLanguage } from './account-language';

describe("the account's mail language", () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('en');
  });

  it('saves a switch to the account when logged in, and sends nothing otherwise', async () => {
    const saves = onApi('PUT /user/language', { message: 'Language saved.', language: 'ar' });
    await saveAccountLanguage('ar');
    expect(saves).toHaveLength(0);
    useSessionStore.getState().login('jwt-1', 'user');
    await saveAccountLanguage('ar');
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ method: 'PUT', path: '/user/language' });
    expect(saves[0]!.body).toEqual({ language: 'ar' });
  });
});
