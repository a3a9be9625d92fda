// index.html with a screen drawn into it (src/prerender.tsx): what the server answers for Home
// and the catalog's screens, composed in src/draw-worker.ts.
import type { Language } from '@shop/shared';
import type { Manifest, ManifestChunk } from 'vite';
import type { DrawnScreen } from './prerender';

/** The built app a page is composed from. */
export interface BuiltApp {
  indexHtml: string;
  /** The build's manifest (web/dist/.vite/manifest.json). */
  manifest: Manifest;
  /** A built file's text, by its path in the build (assets/x.css). */
  readFile: (path: string) => string;
}

/** The id of the element carrying a drawn screen's data, which src/main.tsx reads. */
export const DRAWN_QUERIES_ID = 'drawn-queries';

const chunkOf = (app: BuiltApp, source: string): ManifestChunk => {
  const chunk = app.manifest[source];
  if (!chunk) throw new Error(`The build has no ${source}`);
  return chunk;
};

/** A source's chunk and every chunk it imports, each once, the source's first. */
function chunksOf(app: BuiltApp, sources: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (source: string) => {
    if (seen.has(source)) return;
    seen.add(source);
    const chunk = chunkOf(app, source);
    chunks.push(chunk);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return chunks;
}

/** The entry of a drawn page, which starts the app once the page's pictures are in. */
const DRAWN_ENTRY = 'src/drawn-start.ts';
/** Home's first advertisement, the largest thing on its first screen. */
const FIRST_PICTURE = 'src/features/home/assets/ads/parts.svg';
/** How index.html asks for the app's modules ahead. */
const CODE_HINT = '<link rel="modulepreload" crossorigin ';

/** JSON that cannot close the script element it is written into. */
const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c');

/**
 * The page answered for a screen drawn in `language`: index.html holding the screen, inert until
 * the app draws over it (so that nothing is typed or picked into fields about to be replaced;
 * screen readers wait for the live page too), with everything it is painted from inside it — the
 * app's styles and the styles of the lazy screens it shows (`screen.sources`), and
 * the first advertisement's picture when it shows it — so that a phone paints it as soon as it
 * has arrived, and with the data it shows for the app to draw from.
 */
export function composePage(app: BuiltApp, screen: DrawnScreen, language: Language): string {
  const { sources } = screen;
  const entry = chunkOf(app, 'index.html');
  const [entryCss] = entry.css ?? [];
  if (!entryCss) throw new Error("The build's index.html has no stylesheet");
  const stylesheet = `<link rel="stylesheet" crossorigin href="/${entryCss}">`;
  const entryCode = `<script type="module" crossorigin src="/${entry.file}"></script>`;
  if (!app.indexHtml.includes(entryCode)) throw new Error(`index.html does not load ${entry.file}`);
  if (!app.indexHtml.includes(stylesheet)) throw new Error(`index.html does not link ${entryCss}`);
  const screenChunks = chunksOf(app, sources).filter(
    (chunk) => !app.indexHtml.includes(`/${chunk.file}"`),
  );
  const styles = [entryCss, ...screenChunks.flatMap((chunk) => chunk.css ?? [])]
    .map((file) => app.readFile(file))
    .join('\n');
  // The app's modules, which the page's own entry fetches once the page is in: index.html's entry
  // and what it imports, the screen's, and the reader's texts.
  const appModules = [
    ...chunksOf(app, ['index.html', ...sources]),
    chunkOf(app, `src/i18n/${language}.ts`),
  ].map((chunk) => `/${chunk.file}`);
  const drawnEntry = `<script type="module" crossorigin src="/${chunkOf(app, DRAWN_ENTRY).file}" data-app="${[...new Set(appModules)].join(' ')}"></script>`;

  // The first advertisement's picture (Home's largest thing) is drawn with the page, not after a
  // download that shares the line with the app's. The live screen still shows it from its file,
  // so a page showing it asks for that first; index.html and the other screens never do.
  const firstPicture = chunkOf(app, FIRST_PICTURE).file;
  const pictureSource = `src="/${firstPicture}"`;
  const showsPicture = screen.html.includes(pictureSource);
  const pictureHint = showsPicture
    ? `<link rel="preload" as="image" href="/${firstPicture}" fetchpriority="high">\n`
    : '';
  const html = screen.html.replace(
    pictureSource,
    `src="data:image/svg+xml,${encodeURIComponent(app.readFile(firstPicture))}"`,
  );

  const data = screen.queries
    ? `<script type="application/json" id="${DRAWN_QUERIES_ID}">${scriptSafe(screen.queries)}</script>`
    : '';
  const page = app.indexHtml
    .split('\n')
    // The app's code is not asked for ahead: it comes after the pictures (src/drawn-start.ts).
    .filter((line) => !line.trim().startsWith(CODE_HINT))
    .join('\n')
    .replace(entryCode, drawnEntry)
    .replace(stylesheet, `${pictureHint}<style>${styles}</style>`)
    .replace(/<html [^>]*>/, `<html lang="${language}" dir="${screen.direction}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${screen.title}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div inert style="display: contents">${html}</div></div>${data}`,
    );
  if (!page.includes(html)) throw new Error('index.html has no empty #root to fill');
  return page;
}
