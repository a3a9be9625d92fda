import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  createMemoryRouter,
  useLocation,
  type MemoryRouterProps,
} from 'react-router-dom';
import { SiteHeader } from '@/app/layouts/site/SiteHeader';
import { AppProviders } from '@/app/providers';
import { routerFuture, routerProviderFuture, routes } from '@/app/routes';

function LocationDisplay() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
    </>
  );
}

/** `ui` inside the app's providers (language, theme, queries), without a router. */
export const renderInProviders = (ui: ReactElement) => render(<AppProviders>{ui}</AppProviders>);

/** `ui` under the site's header, which shows the cart's count, for renderAt. */
export const underSiteHeader = (ui: ReactElement) => (
  <>
    <SiteHeader />
    {ui}
  </>
);

/** A path, or a location (with its query string, or router state). */
type InitialEntry = NonNullable<MemoryRouterProps['initialEntries']>[number];

/**
 * Renders `ui` for the route `path` (default: every path), starting at `route` (a path, or a
 * location), inside the app's providers. Where the router is afterwards: currentPath() and
 * currentSearch().
 */
export function renderAt(route: InitialEntry, ui: ReactElement, path = '*') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]} future={{ ...routerFuture, ...routerProviderFuture }}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationDisplay />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The whole app with its real route table, started at `path`; returns the router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], future: routerFuture });
  render(
    <AppProviders>
      <RouterProvider router={router} future={routerProviderFuture} />
    </AppProviders>,
  );
  return router;
}

/** The path the router of renderAt is at. */
export const currentPath = () => screen.getByTestId('location').textContent;

/** The query string the router of renderAt is at ('' for none). */
export const currentSearch = () => screen.getByTestId('location-search').textContent;
