import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { recordApiRequests, requestBody } from '@/test/api-requests';
import { saveAccountLanguage } from './account-language';

describe("the account's mail language", () => {
  const requests = recordApiRequests();

  afterEach(() => {
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('en');
  });

  it('saves a switch to the account when logged in, and sends nothing otherwise', async () => {
    await saveAccountLanguage('ar');
    expect(requests).toHaveLength(0);
    useSessionStore.getState().login('jwt-1', 'user');
    await saveAccountLanguage('ar');
    expect(requests[0]!.method).toBe('put');
    expect(requests[0]!.url).toBe('/user/language');
    expect(requestBody(requests[0]!)).toEqual({ language: 'ar' });
  });
});
