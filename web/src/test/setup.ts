import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadAntd } from '@/app/antd-host';
import { useDialogStore } from '@/components/dialogs/dialogs';
import { loadDictionary, loadTextSection, useLanguageStore } from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { useChosenCarStore } from '@/lib/vehicles';
import { useSessionStore } from '@/stores/session-store';
import { server, takeUnanswered } from './server';

// jsdom has no layout engine. Ant Design asks for media queries (responsive grid) and for the
// style of pseudo-elements (scrollbar size under dialogs); answer as a 1024 px wide window would.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => {
    const minWidth = /min-width:\s*([\d.]+)px/.exec(query);
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!minWidth || window.innerWidth >= Number(minWidth[1])) &&
      (!maxWidth || window.innerWidth <= Number(maxWidth[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    };
  },
});

// findBy and waitFor wait up to 1 s by default; a lazy screen's first load or antd's animations
// can take longer on a small, busy machine.
configure({ asyncUtilTimeout: 5000 });

// Nor can it scroll; the router restores scroll positions on navigation.
window.scrollTo = () => {};

// Nor does it give <dialog> showModal and close (components/dialogs use them): these do what a
// test can see, the open attribute and the 'close' event; the top layer and the focus trap are
// the browser's, which the journeys check.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// The API answers what each test told it to (test/server.ts); a request nobody answered fails
// the test that made it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  const asked = takeUnanswered();
  if (asked.length > 0) throw new Error(`No answer was given for ${asked.join(', ')}`);
});
afterAll(() => server.close());

// A failed request is told at once, not after a retry.
queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

// The app fetches a language's texts before showing it (main.tsx) and a screen's section with it
// (app/lazy-screen.tsx); tests have them all from the start.
await Promise.all(
  (['en', 'ar'] as const).flatMap((language) => [
    loadDictionary(language),
    loadTextSection('account', language),
    loadTextSection('admin', language),
    loadTextSection('orders', language),
  ]),
);

// Each test starts logged out (no ended session to tell of), in English, with empty storage (no
// car chosen), nothing cached and no dialog.
afterEach(() => {
  cleanup();
  queryClient.clear();
  useDialogStore.setState({ dialogs: [] });
  useLanguageStore.getState().setLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().syncFromStorage();
  useSessionStore.setState({ sessionEnded: false });
  useChosenCarStore.getState().syncFromStorage();
  document.title = '';
});

// Ant Design's providers load with the first screen that uses them (app/antd-host.tsx); the
// components under test get them from the start.
await loadAntd();
