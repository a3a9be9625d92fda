import { QueryClient } from '@tanstack/react-query';

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

export const queryClient = createQueryClient();
