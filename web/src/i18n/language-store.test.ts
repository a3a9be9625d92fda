import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the language store, as a new page load would create it. */
async function loadStore() {
  vi.resetModules();
  return (await import('./language-store')).useLanguageStore;
}

/** The language cookie the server reads to answer Home in that language, if any. */
const languageCookie = () => /(?:^|; )lang=([^;]*)/.exec(document.cookie)?.[1];

describe('language store', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('starts in English, left-to-right', async () => {
    expect((await loadStore()).getState().language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('comes back in the language chosen on an earlier visit', async () => {
    localStorage.setItem('lang', 'ar');
    expect((await loadStore()).getState().language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('ignores a stored value that is not a language', async () => {
    localStorage.setItem('lang', 'klingon');
    expect((await loadStore()).getState().language).toBe('en');
    expect(languageCookie()).toBeUndefined();
  });

  it('keeps the chosen language in a cookie too, for the server to answer Home in it', async () => {
    const store = await loadStore();
    expect(languageCookie()).toBeUndefined();
    store.getState().setLanguage('ar');
    await vi.waitFor(() => expect(store.getState().language).toBe('ar'));
    expect(languageCookie()).toBe('ar');
    expect(localStorage.getItem('lang')).toBe('ar');

    // A reader who chose before the cookie existed gets it on their next visit.
    document.cookie = 'lang=; Path=/; Max-Age=0';
    await loadStore();
    expect(languageCookie()).toBe('ar');
  });

  it("takes the cookie's language when storage holds none, as the server answered Home", async () => {
    document.cookie = 'lang=ar; Path=/';
    expect((await loadStore()).getState().language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('lang')).toBe('ar');
  });

  it("takes a link's language and keeps it as a choice", async () => {
    window.history.replaceState(null, '', '/?lang=ar');
    try {
      expect((await loadStore()).getState().language).toBe('ar');
      expect(localStorage.getItem('lang')).toBe('ar');
      expect(languageCookie()).toBe('ar');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
