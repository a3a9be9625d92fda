import { Suspense } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { paths } from '@/config/paths';
import { setLoginRedirect } from '@/lib/login-redirect';
import { AppProviders } from './providers';
import { routerFuture, routerProviderFuture, routes } from './routes';

const router = createBrowserRouter(routes, { future: routerFuture });

// When the server ends the session, go to the login screen without reloading the app.
setLoginRedirect(() => void router.navigate(paths.login));

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<PageSpinner />}>
        <RouterProvider router={router} future={routerProviderFuture} />
      </Suspense>
    </AppProviders>
  );
}
