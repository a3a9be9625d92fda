import { registerAs } from '@nestjs/config';
import { PAYMENT_PROVIDERS } from '@shop/shared';
import { ConfigError, readChoice, readOptionalString, readUrl } from './env';

export const paymentConfig = registerAs('payment', () => {
  const env = process.env;
  const provider = readChoice(env, 'PAYMENT_PROVIDER', PAYMENT_PROVIDERS, 'sandbox');
  const moyasarSecretKey = readOptionalString(env, 'MOYASAR_SECRET_KEY');
  // The browser tokenizes the card with the publishable key; the server pays with the secret one.
  const moyasarPublishableKey = readOptionalString(env, 'MOYASAR_PUBLISHABLE_KEY');
  if (provider === 'moyasar' && !moyasarSecretKey) {
    throw new ConfigError('PAYMENT_PROVIDER=moyasar needs MOYASAR_SECRET_KEY.');
  }
  if (provider === 'moyasar' && !moyasarPublishableKey) {
    throw new ConfigError('PAYMENT_PROVIDER=moyasar needs MOYASAR_PUBLISHABLE_KEY.');
  }
  return {
    provider,
    moyasarSecretKey,
    moyasarPublishableKey: moyasarPublishableKey ?? '',
    moyasarApiUrl: readUrl(env, 'MOYASAR_API_URL', 'https://api.moyasar.com/v1')!,
    /** The secret token the provider's webhooks carry; without it, webhooks are refused. */
    webhookSecret: readOptionalString(env, 'PAYMENT_WEBHOOK_SECRET'),
  };
});
export type PaymentConfig = ReturnType<typeof paymentConfig>;
