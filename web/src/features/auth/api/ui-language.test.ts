import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { recordApiRequests, requestBody } from '@/test/api-requests';
import { login } from './login';
import { register } from './register';

describe("the account's mail language at register and login", () => {
  const requests = recordApiRequests();

  afterEach(() => {
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('en');
  });

  it('sends the UI language at register and login', async () => {
    useLanguageStore.getState().setLanguage('ar');
    await register({
      name: 'Sara',
      mobile: '+966501234567',
      email: 's@x.sa',
      password: 'secret12',
    });
    await login({ email: 's@x.sa', password: 'secret12' });
    expect(requestBody(requests[0]!)).toMatchObject({ email: 's@x.sa', language: 'ar' });
    expect(requestBody(requests[1]!)).toEqual({
      email: 's@x.sa',
      password: 'secret12',
      language: 'ar',
    });
  });
});
