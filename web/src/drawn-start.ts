// The entry of a page that holds a screen already drawn (src/drawn-page.ts), in place of
// index.html's: the page is shown as it is until its pictures are in and it has been painted,
// and only then is the app fetched and run to draw over it, so that neither its download nor its
// work on a phone's processor gets in the way of the first paint (issue 29, Largest Contentful
// Paint). The drawn page names the app's modules on this script's element (`data-app`: the
// entry, then what it imports), so that nothing links this file to them in the build.
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const [entry, ...imports] = (script?.dataset.app ?? '').split(' ').filter(Boolean);

function start() {
  for (const href of imports) {
    const hint = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    hint.crossOrigin = '';
    document.head.append(hint);
  }
  if (!entry) return;
  import(/* @vite-ignore */ entry).catch(() => {
    // Without the app, the drawn screen still works as a plain page: its links lead on.
    document.querySelector('#root > [inert]')?.removeAttribute('inert');
  });
}

/** When the app starts if the browser tells no first paint (a tab in the background). */
const LATEST_START_MS = 500;

/**
 * Runs `then` once the page's first paint is on the screen (its Paint Timing entry, which comes
 * after the frame is shown, where a frame callback comes before), and a frame later, so that
 * the app's code is neither fetched nor run ahead of it; at the latest after LATEST_START_MS.
 */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  setTimeout(once, LATEST_START_MS);
  const paints = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    paints.disconnect();
    requestAnimationFrame(() => setTimeout(once, 0));
  });
  paints.observe({ type: 'paint', buffered: true });
}

if (document.readyState === 'complete') afterFirstPaint(start);
else window.addEventListener('load', () => afterFirstPaint(start), { once: true });
