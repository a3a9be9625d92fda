import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the language store, as a new page load would create it. */
async function loadStore() {
  vi.resetModules();
  return (await import('./language-store')).useLanguageStore;
}

describe('language store', () => {
  beforeEach(() => localStorage.clear());

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
  });
});
