import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { apiError, failure as proxyFailure, networkError, onApi } from '@/test/server';
import { ApiError, apiClient, serverMessageOf } from './api-client';
import { setLoginRedirect } from './login-redirect';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call should have failed');
    },
    (error: unknown) => error as ApiError,
  );

describe('API client', () => {
  const redirect = vi.fn();
  beforeEach(() => setLoginRedirect(redirect));
  afterEach(() => redirect.mockReset());

  it('calls the API under /api', async () => {
    const requests = onApi('GET /health', { status: 'ok' });
    await apiClient.get('/health');
    expect(requests).toHaveLength(1);
  });

  it('sends the stored token in the header "token", and nothing when logged out', async () => {
    const categories = onApi('GET /category', {});
    await apiClient.get('/category');
    expect(categories[0]!.token).toBeNull();

    const cars = onApi('GET /car/userCars', {});
    useSessionStore.getState().login('jwt-1', 'user');
    await apiClient.get('/car/userCars');
    expect(cars[0]!.token).toBe('jwt-1');
  });

  it("turns the server's error envelope into an ApiError with message, status and field errors", async () => {
    onApi(
      'POST /user/register',
      apiError(400, 'Email is not matched, Please try again!', {
        errors: { email: ['Email is not matched, Please try again!'] },
      }),
    );
    const error = await failure(apiClient.post('/user/register', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Email is not matched, Please try again!');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ email: ['Email is not matched, Please try again!'] });
  });

  it('keeps a readable message when the answer is not the envelope', async () => {
    onApi('GET /product', proxyFailure(502));
    const error = await failure(apiClient.get('/product'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed with status code 502');
  });

  it('reports a network failure with no status', async () => {
    onApi('GET /product', networkError);
    const error = await failure(apiClient.get('/product'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Network Error');
  });

  it("tells the server's own message apart from a transport failure's", async () => {
    onApi('POST /user/register', apiError(409, 'This email is already registered.'));
    expect(serverMessageOf(await failure(apiClient.post('/user/register', {})))).toBe(
      'This email is already registered.',
    );
    onApi('GET /product', proxyFailure(502));
    expect(serverMessageOf(await failure(apiClient.get('/product')))).toBeUndefined();
    expect(serverMessageOf(new Error('not from the API'))).toBeUndefined();
  });

  it("exposes the error's code and shows its message in the shopper's language", async () => {
    onApi(
      'POST /user/register',
      apiError(409, 'This email is already registered.', { code: 'EMAIL_TAKEN' }),
    );
    const error = await failure(apiClient.post('/user/register', {}));
    expect(error.code).toBe('EMAIL_TAKEN');
    expect(serverMessageOf(error)).toBe('This email is already registered.');
    useLanguageStore.getState().setLanguage('ar');
    try {
      expect(serverMessageOf(error)).toBe('هذا البريد الإلكتروني مسجّل مسبقاً.');
    } finally {
      useLanguageStore.getState().setLanguage('en');
    }
  });

  it('ends the session and goes to login when the server refuses the stored token', async () => {
    useSessionStore.getState().login('expired', 'admin');
    useSessionStore.getState().setCounter('3');
    onApi('GET /car/userCars', apiError(401, 'Your session has ended.'));

    const error = await failure(apiClient.get('/car/userCars'));

    expect(error.status).toBe(401);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('counter')).toBeNull();
    expect(redirect).toHaveBeenCalledOnce();
    // The login screen is to say why.
    expect(useSessionStore.getState().sessionEnded).toBe(true);
  });

  it('ends a session once, and never one logged in since, whatever the calls sent with its token answer late', async () => {
    useSessionStore.getState().login('ended-elsewhere', 'user');
    let answerLate = () => {};
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    const refused = apiError(401, 'Your session has ended.');
    onApi('GET /car/userCars', refused, async () => {
      await late;
      return refused();
    });
    // Two calls sent with the token: the first is refused at once, the other later.
    const first = failure(apiClient.get('/car/userCars'));
    const slow = failure(apiClient.get('/car/userCars'));
    await first;
    // Told, the user logs in again before the slow call is refused.
    useSessionStore.getState().sessionEndedSaid();
    useSessionStore.getState().login('logged-in-again', 'user');
    answerLate();

    expect((await slow).status).toBe(401);
    expect(redirect).toHaveBeenCalledOnce();
    expect(useSessionStore.getState()).toMatchObject({
      storedToken: 'logged-in-again',
      sessionEnded: false,
    });
  });

  it('ends the session without leaving the page for a call the user did not ask for', async () => {
    useSessionStore.getState().login('expired', 'user');
    onApi('GET /cart/getCartWithTotalPrice', apiError(401, 'Your session has ended.'));

    const error = await failure(
      apiClient.get('/cart/getCartWithTotalPrice', { endSessionQuietly: true }),
    );

    expect(error.status).toBe(401);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    // The login screen says why, whenever the user goes there.
    expect(useSessionStore.getState().sessionEnded).toBe(true);
  });

  it('leaves a 401 without a token (such as a failed login) to the screen', async () => {
    onApi('POST /user/login', apiError(401, 'Wrong email or password.'));
    const error = await failure(apiClient.post('/user/login', {}));
    expect(error.message).toBe('Wrong email or password.');
    expect(redirect).not.toHaveBeenCalled();
  });
});
