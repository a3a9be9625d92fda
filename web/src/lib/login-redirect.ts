import { paths } from '@/config/paths';

/**
 * Where to go once the server refuses the stored token. Kept apart from the API client so the
 * app can install its router-aware redirect without loading axios before a screen needs it.
 */
let redirect = (): void => window.location.assign(paths.login);

export function setLoginRedirect(next: () => void): void {
  redirect = next;
}

export function redirectToLogin(): void {
  redirect();
}
