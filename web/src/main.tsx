import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { screensAt } from './app/routes';
import { DRAWN_QUERIES_ID } from './drawn-page';
import { loadDictionary, useLanguageStore } from './i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * What a page the server drew (src/drawn-page.ts) needs before the app draws over it, so that
 * the first render is that same screen, not a loading state: the screen's code (its data is in
 * the query cache already, src/lib/query-client.ts).
 */
async function takeOverDrawnScreen(): Promise<void> {
  if (!document.getElementById(DRAWN_QUERIES_ID)) return;
  await Promise.all(screensAt(window.location.pathname).map(({ screen }) => screen.preload()));
}

// The reader's language's texts come first: the app has nothing to say without them. When #root
// already holds a screen the build or the server drew (src/prerender.tsx), the first render
// replaces it with the same screen, now live: as a transition, which React renders in short
// slices, since the drawn screen is shown meanwhile and a phone stays responsive.
Promise.all([loadDictionary(useLanguageStore.getState().language), takeOverDrawnScreen()]).then(
  () => {
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (container.childElementCount > 0) startTransition(() => root.render(app));
    else root.render(app);
  },
  () => {
    container.textContent =
      'The shop could not load. Please reload the page. — تعذّر تحميل المتجر. يُرجى إعادة تحميل الصفحة.';
  },
);
