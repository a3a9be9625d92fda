import { ADMIN_ROLE, SIGNED_IN_COOKIE, cookieIn, type PublicUser } from '@shop/shared';
import { create } from 'zustand';

/** The documented localStorage keys: the session outlives a reload. */
export const SESSION_STORAGE_KEYS = {
  token: 'userToken',
  role: 'role',
  counter: 'counter',
} as const;

type StorageKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];

interface SessionState {
  /** The token kept in localStorage; its presence is what "logged in" means. */
  storedToken: string | null;
  /** The role kept in localStorage; only 'admin' is ever checked. */
  role: string | null;
  /** The counter kept in localStorage (what it counts was never documented). */
  counter: string | null;
  /** The shared in-memory user token: empty until a login in this tab. */
  userToken: string | null;
  /** The shared in-memory user data: empty until a login in this tab fills it. */
  userData: PublicUser | null;
  /**
   * The server ended the session (a password changed on another device, an expired token): the
   * login screen says so, once. Kept in memory: the app goes there without reloading (App.tsx).
   */
  sessionEnded: boolean;

  /** A successful login: remembers token and role (and, in memory, who logged in). */
  login: (token: string, role: string, user?: PublicUser) => void;
  setCounter: (counter: string | null) => void;
  /** Logging out: forgets counter, token and role, and the in-memory token and user. */
  clear: () => void;
  /** The server refused the stored token: forgets the session as `clear` does, and says why. */
  endByServer: () => void;
  /** The login screen has said that the session ended. */
  sessionEndedSaid: () => void;
  /** Reads localStorage again, for changes made by another tab. */
  syncFromStorage: () => void;
}

function readStored(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
}

/** A year, as the token it stands for lasts until logging out. */
const SIGNED_IN_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server whether a shopper is logged in (SIGNED_IN_COOKIE), so that it answers the
 * plain page, which the app draws for that shopper, rather than one drawn for a visitor.
 */
function markSignedIn(signedIn: boolean): void {
  if (signedIn === (cookieIn(document.cookie, SIGNED_IN_COOKIE) === '1')) return;
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${SIGNED_IN_COOKIE_MAX_AGE_S}; SameSite=Lax`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

const readStoredSession = () => ({
  storedToken: readStored(SESSION_STORAGE_KEYS.token),
  role: readStored(SESSION_STORAGE_KEYS.role),
  counter: readStored(SESSION_STORAGE_KEYS.counter),
});

/** Forgets the session, here and in localStorage; `sessionEnded`: the server ended it. */
function forgetSession(sessionEnded: boolean): Partial<SessionState> {
  writeStored(SESSION_STORAGE_KEYS.counter, null);
  writeStored(SESSION_STORAGE_KEYS.token, null);
  writeStored(SESSION_STORAGE_KEYS.role, null);
  markSignedIn(false);
  return {
    storedToken: null,
    role: null,
    counter: null,
    userToken: null,
    userData: null,
    sessionEnded,
  };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...readStoredSession(),
  userToken: null,
  userData: null,
  sessionEnded: false,

  login: (token, role, user) => {
    writeStored(SESSION_STORAGE_KEYS.token, token);
    writeStored(SESSION_STORAGE_KEYS.role, role);
    markSignedIn(true);
    set({
      storedToken: token,
      role,
      userToken: token,
      userData: user ?? null,
      sessionEnded: false,
    });
  },
  setCounter: (counter) => {
    writeStored(SESSION_STORAGE_KEYS.counter, counter);
    set({ counter });
  },
  clear: () => set(forgetSession(false)),
  endByServer: () => set(forgetSession(true)),
  sessionEndedSaid: () => set({ sessionEnded: false }),
  syncFromStorage: () => set(readStoredSession()),
}));

/** Logged in, as the guards and the header judge it: a token is stored. */
export const selectIsLoggedIn = (state: SessionState): boolean => Boolean(state.storedToken);
/** An admin, as docs/behaviour.md decides it: from the locally stored role alone. */
export const selectIsAdmin = (state: SessionState): boolean => state.role === ADMIN_ROLE;

// Logging in or out in one tab shows in the others.
if (typeof window !== 'undefined') {
  // A session kept from before the cookie existed, or the cookie lost on its own.
  markSignedIn(selectIsLoggedIn(useSessionStore.getState()));
  window.addEventListener('storage', (event) => {
    const keys: readonly (string | null)[] = Object.values(SESSION_STORAGE_KEYS);
    // A null key means the whole storage was cleared.
    if (event.key === null || keys.includes(event.key)) {
      useSessionStore.getState().syncFromStorage();
    }
  });
}
