import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadDictionary, useLanguageStore } from './i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The reader's language's texts come first: the app has nothing to say without them. On Home,
// #root already holds the screen the build drew (src/prerender.tsx): the first render replaces
// it with the same screen, now live.
loadDictionary(useLanguageStore.getState().language).then(
  () =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  () => {
    container.textContent =
      'The shop could not load. Please reload the page. — تعذّر تحميل المتجر. يُرجى إعادة تحميل الصفحة.';
  },
);
