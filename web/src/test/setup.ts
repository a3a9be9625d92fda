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

// Nor can its Blob (and File) be read: the fake network (test/server.ts) reads multipart
// bodies the way the browser would send them.
Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};
Blob.prototype.stream = function stream(this: Blob) {
  const bytes = this.arrayBuffer();
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    async start(controller) {
      controller.enqueue(new Uint8Array(await bytes));
      controller.close();
    },
  });
};

// And the fetch the tests run is Node's, whose answers' blobs are Node's: the page's FormData
// takes only its own. In a browser both are the page's.
const nodeBlob = Response.prototype.blob;
Response.prototype.blob = async function blob(this: Response) {
  const answer = await nodeBlob.call(this);
  return new Blob([await answer.arrayBuffer()], { type: answer.type });
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
// (app/lazy-screen.ts); tests have them all from the start.
await Promise.all(
  (['en', 'ar'] as const).flatMap((language) => [
    loadDictionary(language),
    loadTextSection('account', language),
    loadTextSection('admin', language),
    loadTextSection('orders', language),
  ]),
);

// Each test starts logged out, in English, with empty storage (no car chosen), nothing cached
// and no dialog.
afterEach(() => {
  cleanup();
  queryClient.clear();
  useDialogStore.setState({ dialogs: [] });
  useLanguageStore.getState().setLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().syncFromStorage();
  useChosenCarStore.getState().syncFromStorage();
  document.title = '';
});

// Ant Design's providers load with the first screen that uses them (app/antd-host.tsx); the
// components under test get them from the start.
await loadAntd();
