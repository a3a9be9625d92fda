import { useLanguageStore } from '@/i18n';

/** The shop's own sandbox issuer page, which takes the shopper's language as `?lang=`. */
const SANDBOX_PAGE = '/api/payment/sandbox/';

/** The provider's page address, with the shopper's language when the page is the shop's own. */
export function paymentPageUrl(transactionUrl: string, language: string, base: string): string {
  const url = new URL(transactionUrl, base);
  if (url.origin !== new URL(base).origin || !url.pathname.startsWith(SANDBOX_PAGE)) {
    return transactionUrl;
  }
  url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * Leaves the shop for the payment provider's page (3-D Secure and the like). Kept apart so tests
 * can see where the browser was sent without leaving their page.
 */
export function goToPaymentPage(transactionUrl: string): void {
  const { language } = useLanguageStore.getState();
  window.location.assign(paymentPageUrl(transactionUrl, language, window.location.href));
}
