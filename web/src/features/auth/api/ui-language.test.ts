import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { onApi } from '@/test/server';
import { login } from './login';
import { register } from './register';

describe("the account's mail language at register and login", () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('en');
  });

  it('sends the UI language at register and login', async () => {
    const registrations = onApi('POST /user/register', { message: 'Registered.' });
    const logins = onApi('POST /user/login', { message: 'Logged in.' });
    useLanguageStore.getState().setLanguage('ar');
    await register({
      name: 'Sara',
      mobile: '+966501234567',
      email: 's@x.sa',
      password: 'secret12',
    });
    await login({ email: 's@x.sa', password: 'secret12' });
    expect(registrations[0]!.body).toMatchObject({ email: 's@x.sa', language: 'ar' });
    expect(logins[0]!.body).toEqual({
      email: 's@x.sa',
      password: 'secret12',
      language: 'ar',
    });
  });
});
