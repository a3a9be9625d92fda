/**
 * Leaves the shop for the payment provider's page (3-D Secure and the like). Kept apart so tests
 * can see where the browser was sent without leaving their page.
 */
export function goToPaymentPage(transactionUrl: string): void {
  window.location.assign(transactionUrl);
}
