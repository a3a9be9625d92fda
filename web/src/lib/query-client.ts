import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { DRAWN_QUERIES_ID } from '@/drawn-page';

/**
 * The cache of server data (catalog pages, categories, the cart): screens read it through
 * queries, so a page seen a moment ago shows at once when the shopper comes back, two screens
 * asking for the same data share one request, and a screen left cancels its request.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalog changes rarely; a minute old is fresh enough for browsing, and the cart
        // is refreshed on every change anyway.
        staleTime: 60_000,
        // A failure is the screen's to tell; one quiet retry covers a dropped connection.
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The data a page the server drew carries (src/drawn-page.ts): the cache starts with it, before
 * the router's first loaders ask for it, so the app's first render is that same screen.
 */
function drawnQueries(): DehydratedState | undefined {
  const element = document.getElementById(DRAWN_QUERIES_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : undefined;
}

export const queryClient = createQueryClient();
const drawn = drawnQueries();
if (drawn) {
  hydrate(queryClient, drawn);
  // The server may have drawn it a little while ago (server/src/drawn-pages.ts), and on its own
  // clock: the screen asks again as soon as it shows, and changes if the catalog has.
  void queryClient.invalidateQueries({ refetchType: 'none' });
}
