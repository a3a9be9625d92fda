import type { ApiErrorBody } from '@shop/shared';
import axios, { isAxiosError } from 'axios';
import { env } from '@/config/env';
import { errorText, useLanguageStore } from '@/i18n';
import { redirectToLogin } from '@/lib/login-redirect';
import { useSessionStore } from '@/stores/session-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A call the user did not ask for, such as the header's cart count on every page: when the
     * server refuses the stored token, the session ends without leaving the page (the guards
     * of the screens that need a login take the user to it).
     */
    endSessionQuietly?: boolean;
  }
}

/** The header that carries the session token (docs/behaviour.md, "Roles"). */
const TOKEN_HEADER = 'token';

/** A failed API call, as every screen sees it: a readable message and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** The HTTP status, or undefined when no answer came (network down, aborted). */
    readonly status: number | undefined,
    /** Field errors of a 400: field name -> messages. */
    readonly errors?: Record<string, string[]>,
    /** The whole answer body, for the few calls that carry more (such as `err`). */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** The server's machine code of the error (see @shop/shared errors.ts), when it gave one. */
  get code(): string | undefined {
    return isErrorBody(this.body) && typeof this.body.code === 'string'
      ? this.body.code
      : undefined;
  }
}

const isErrorBody = (body: unknown): body is ApiErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Partial<ApiErrorBody>).message === 'string';

/**
 * The server's message for a failed call in the reader's language (English: its own words;
 * Arabic: the translation of its code), or undefined when the failure did not come with one
 * (network down, a proxy's error page): screens then fall back to their own wording.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError && isErrorBody(error.body))) return undefined;
  return errorText(useLanguageStore.getState().language, error.body);
}

/** Turns whatever axios rejected with into an ApiError. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    return new ApiError(error instanceof Error ? error.message : String(error), undefined);
  }
  const response = error.response;
  if (!response) return new ApiError(error.message, undefined);
  const body: unknown = response.data;
  return isErrorBody(body)
    ? new ApiError(body.message, response.status, body.errors, body)
    : new ApiError(error.message, response.status, undefined, body);
}

/** The one HTTP client of the app: every feature's api/ calls go through it. */
export const apiClient = axios.create({ baseURL: env.apiBaseUrl });

apiClient.interceptors.request.use((config) => {
  const token = useSessionStore.getState().storedToken;
  if (token) config.headers.set(TOKEN_HEADER, token);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  // A 401 on a call that sent the stored token means the session is over (expired, revoked,
  // logged out elsewhere). Without a token, the 401 is the screen's to handle (e.g. a failed
  // login); with another one, the session it refuses is over already: the first of the calls
  // sent with it ended it, or the user has logged in again since.
  const sentToken = isAxiosError(error) ? error.config?.headers?.get(TOKEN_HEADER) : undefined;
  const session = useSessionStore.getState();
  if (apiError.status === 401 && sentToken && sentToken === session.storedToken) {
    // The login screen, where the user lands now or next, says that the session ended.
    session.endByServer();
    if (!(isAxiosError(error) && error.config?.endSessionQuietly)) redirectToLogin();
  }
  return Promise.reject(apiError);
});
