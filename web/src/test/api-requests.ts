import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach } from 'vitest';
import { apiClient } from '@/lib/api-client';

/**
 * For a test file that checks what the web sends: every API request is answered 200 with `{}`
 * and kept in the returned list (emptied before each test).
 */
export function recordApiRequests(): InternalAxiosRequestConfig[] {
  const requests: InternalAxiosRequestConfig[] = [];
  beforeEach(() => {
    requests.length = 0;
    apiClient.defaults.adapter = async (config) => {
      requests.push(config);
      return { status: 200, statusText: '', data: {}, headers: {}, config };
    };
  });
  afterEach(() => {
    delete apiClient.defaults.adapter;
  });
  return requests;
}

/** The JSON body a recorded request carried. */
export const requestBody = (request: InternalAxiosRequestConfig): unknown =>
  JSON.parse(request.data as string);
