import { SIGNED_IN_COOKIE, cookieIn } from '@shop/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the store module, so it reads localStorage as a new page load would. */
async function loadStore() {
  vi.resetModules();
  return (await import('./session-store')).useSessionStore;
}

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('starts logged out and empty', async () => {
    const state = (await loadStore()).getState();
    expect(state.storedToken).toBeNull();
    expect(state.role).toBeNull();
    expect(state.counter).toBeNull();
    expect(state.userToken).toBeNull();
    expect(state.userData).toBeNull();
  });

  it('keeps token, role and counter under the keys userToken, role and counter', async () => {
    const store = await loadStore();
    store.getState().login('jwt-123', 'admin');
    store.getState().setCounter('2');
    expect(localStorage.getItem('userToken')).toBe('jwt-123');
    expect(localStorage.getItem('role')).toBe('admin');
    expect(localStorage.getItem('counter')).toBe('2');
    expect(store.getState()).toMatchObject({
      storedToken: 'jwt-123',
      role: 'admin',
      userToken: 'jwt-123',
    });
  });

  it('keeps the logged-in user in memory only, and forgets it on clear', async () => {
    const store = await loadStore();
    const user = { _id: 'u1', name: 'Sara', email: 's@x.sa', mobile: '+966501234567' };
    store.getState().login('jwt-1', 'user', { ...user, role: 'user' });
    expect(store.getState().userData).toMatchObject(user);
    expect(Object.values({ ...localStorage })).not.toContain(user.email);

    store.getState().clear();
    expect(store.getState().userData).toBeNull();
  });

  it('reads the stored session after a reload, with the in-memory token still empty', async () => {
    localStorage.setItem('userToken', 'jwt-456');
    localStorage.setItem('role', 'user');
    localStorage.setItem('counter', '5');
    const state = (await loadStore()).getState();
    expect(state).toMatchObject({ storedToken: 'jwt-456', role: 'user', counter: '5' });
    expect(state.userToken).toBeNull();
    expect(state.userData).toBeNull();
  });

  it('clear forgets counter, token and role, in storage and in memory', async () => {
    const store = await loadStore();
    store.getState().login('jwt-123', 'user');
    store.getState().setCounter('1');
    localStorage.setItem('lang', 'ar');

    store.getState().clear();

    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('counter')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(store.getState()).toMatchObject({
      storedToken: null,
      role: null,
      counter: null,
      userToken: null,
    });
  });

  it('keeps the signedIn cookie while logged in, for the server to answer the plain app', async () => {
    const signedIn = () => cookieIn(document.cookie, SIGNED_IN_COOKIE) === '1';
    const store = await loadStore();
    expect(signedIn()).toBe(false);
    store.getState().login('jwt-123', 'user');
    expect(signedIn()).toBe(true);
    store.getState().clear();
    expect(signedIn()).toBe(false);

    // A session kept from before the cookie existed gets it when the app starts.
    localStorage.setItem('userToken', 'jwt-456');
    localStorage.setItem('role', 'user');
    await loadStore();
    expect(signedIn()).toBe(true);
    (await loadStore()).getState().clear();
  });

  it('follows a login made in another tab', async () => {
    const store = await loadStore();
    localStorage.setItem('userToken', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userToken' }));
    expect(store.getState().storedToken).toBe('from-other-tab');
  });
});
