import type { Language } from '@shop/shared';
import { useLanguageStore } from '@/i18n';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

/** The UI's language, sent at register and login: the shop writes its mails in it. */
export const uiLanguage = (): Language => useLanguageStore.getState().language;

/**
 * Keeps the account's mail language with the UI's when the shopper switches while logged in.
 * A failure changes nothing on screen: the next login sends the language again.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  if (!useSessionStore.getState().storedToken) return;
  await apiClient
    .put('/user/language', { language }, { endSessionQuietly: true })
    .catch(() => undefined);
}
