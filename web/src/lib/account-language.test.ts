import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/features/auth/api/login';
import { register } from '@/features/auth/api/register';
import { useLanguageStore } from '@/i18n';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { saveAccountLanguage } from './account-language';

describe("the account's mail language", () => {
  const requests: InternalAxiosRequestConfig[] = [];

  beforeEach(() => {
    requests.length = 0;
    const adapter: AxiosAdapter = async (config) => {
      requests.push(config);
      return { status: 200, statusText: '', data: {}, headers: {}, config };
    };
    apiClient.defaults.adapter = adapter;
  });
  afterEach(() => {
    delete apiClient.defaults.adapter;
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('en');
  });

  const body = (request: InternalAxiosRequestConfig) => JSON.parse(request.data as string);

  it('sends the UI language at register and login', async () => {
    useLanguageStore.getState().setLanguage('ar');
    await register({
      name: 'Sara',
      mobile: '+966501234567',
      email: 's@x.sa',
      password: 'secret12',
    });
    await login({ email: 's@x.sa', password: 'secret12' });
    expect(body(requests[0]!)).toMatchObject({ email: 's@x.sa', language: 'ar' });
    expect(body(requests[1]!)).toEqual({ email: 's@x.sa', password: 'secret12', language: 'ar' });
  });

  it('saves a switch to the account when logged in, and sends nothing otherwise', async () => {
    await saveAccountLanguage('ar');
    expect(requests).toHaveLength(0);
    useSessionStore.getState().login('jwt-1', 'user');
    await saveAccountLanguage('ar');
    expect(requests[0]!.method).toBe('put');
    expect(requests[0]!.url).toBe('/user/language');
    expect(body(requests[0]!)).toEqual({ language: 'ar' });
  });
});
