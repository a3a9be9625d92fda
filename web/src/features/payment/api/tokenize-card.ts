import type { PaymentCard } from '@shop/shared';

/** Why Moyasar gave no token: it refused the card's details, or could not be reached. */
export class CardTokenError extends Error {
  constructor(readonly reason: 'refused' | 'unavailable') {
    super(`Card tokenization ${reason}`);
  }
}

/**
 * Sends the card from the browser straight to Moyasar's tokens API with the publishable key and
 * answers the token, so that the shop's server never sees the card. `save_only` makes a token
 * for this one payment: the 3-D Secure step comes with the payment the server creates from it.
 * Never through the shop's API client: that one would send the shopper's session along.
 */
export async function tokenizeCard(
  { tokensUrl, publishableKey }: { tokensUrl: string; publishableKey: string },
  card: PaymentCard,
  callbackUrl: string,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(tokensUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${publishableKey}:`)}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ ...card, save_only: true, callback_url: callbackUrl }),
    });
  } catch {
    throw new CardTokenError('unavailable');
  }
  const answer = (await response.json().catch(() => ({}))) as { id?: unknown };
  // 4xx: the card's details (or the publishable key) were refused; 5xx: Moyasar is down.
  if (response.status >= 500) throw new CardTokenError('unavailable');
  if (!response.ok || typeof answer.id !== 'string') throw new CardTokenError('refused');
  return answer.id;
}
