import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { registerAs } from '@nestjs/config';
import { ConfigError, isProduction, readInt, readOptionalString, readUrl } from './env';

/** The secret the stamping key is encrypted with must be random and this long at least. */
const MIN_KEY_ENCRYPTION_KEY_LENGTH = 32;

/**
 * Fatoora's platforms, by the last part of their address
 * (https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal, /simulation, /core), and the
 * environment a CSR names for each.
 */
const PLATFORMS = {
  'developer-portal': 'sandbox',
  simulation: 'simulation',
  core: 'production',
} as const;

/** A stamping key file: PEM (PKCS#8 or SEC1), or the bare base64 ZATCA's SDK writes. */
function readStampingKey(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new ConfigError(
      `ZATCA_PRIVATE_KEY_FILE cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}.`,
    );
  }
  const pem = text.startsWith('-----')
    ? text
    : `-----BEGIN EC PRIVATE KEY-----\n${text}\n-----END EC PRIVATE KEY-----`;
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyDetails?.namedCurve !== 'secp256k1') throw new Error('not secp256k1');
    return key.export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    throw new ConfigError('ZATCA_PRIVATE_KEY_FILE must hold an EC private key on secp256k1.');
  }
}

/**
 * ZATCA e-invoicing (docs/e-invoicing.md): which identity stamps the shop's documents, and where
 * they are reported. Three ways, checked here so that a wrong setting stops the start:
 * - `configured`: a production CSID obtained elsewhere — ZATCA_CSID_TOKEN, ZATCA_CSID_SECRET and
 *   the key file ZATCA_PRIVATE_KEY_FILE, reported to ZATCA_API_URL;
 * - `onboarding`: ZATCA_API_URL and ZATCA_KEY_ENCRYPTION_KEY; `npm run zatca:onboard -w server`
 *   obtains the CSID and keeps it in MongoDB, its key and secret encrypted with that key;
 * - `demo`: no ZATCA setting, outside production only: a demo key and self-signed certificate
 *   stamp documents that are not lawful and are reported nowhere.
 */
export const zatcaConfig = registerAs('zatca', () => {
  const env = process.env;
  const apiUrl = readUrl(env, 'ZATCA_API_URL')?.replace(/\/+$/, '');
  const keyEncryptionKey = readOptionalString(env, 'ZATCA_KEY_ENCRYPTION_KEY');
  const csid = {
    ZATCA_CSID_TOKEN: readOptionalString(env, 'ZATCA_CSID_TOKEN'),
    ZATCA_CSID_SECRET: readOptionalString(env, 'ZATCA_CSID_SECRET'),
    ZATCA_PRIVATE_KEY_FILE: readOptionalString(env, 'ZATCA_PRIVATE_KEY_FILE'),
  };
  const csidGiven = Object.values(csid).filter(Boolean).length;
  if (csidGiven > 0 && csidGiven < 3) {
    throw new ConfigError(
      'ZATCA_CSID_TOKEN, ZATCA_CSID_SECRET and ZATCA_PRIVATE_KEY_FILE go together.',
    );
  }
  if (keyEncryptionKey !== undefined && keyEncryptionKey.length < MIN_KEY_ENCRYPTION_KEY_LENGTH) {
    throw new ConfigError(
      `ZATCA_KEY_ENCRYPTION_KEY must be at least ${MIN_KEY_ENCRYPTION_KEY_LENGTH} random characters (openssl rand -base64 32).`,
    );
  }
  if ((csidGiven > 0 || keyEncryptionKey) && !apiUrl) {
    throw new ConfigError(
      'ZATCA_API_URL must name the Fatoora platform that documents are reported to.',
    );
  }
  if (!apiUrl && isProduction(env)) {
    throw new ConfigError(
      'ZATCA_API_URL with ZATCA_KEY_ENCRYPTION_KEY (then npm run zatca:onboard), or with ' +
        'ZATCA_CSID_TOKEN, ZATCA_CSID_SECRET and ZATCA_PRIVATE_KEY_FILE, must be set in ' +
        'production: invoices are stamped and reported to ZATCA.',
    );
  }
  if (apiUrl && csidGiven === 0 && !keyEncryptionKey) {
    throw new ConfigError(
      'ZATCA_API_URL needs ZATCA_KEY_ENCRYPTION_KEY (to onboard and keep the key encrypted), ' +
        'or ZATCA_CSID_TOKEN, ZATCA_CSID_SECRET and ZATCA_PRIVATE_KEY_FILE.',
    );
  }
  const platform = apiUrl?.split('/').pop() ?? '';
  if (apiUrl && !(platform in PLATFORMS)) {
    throw new ConfigError(
      `ZATCA_API_URL must end with one of ${Object.keys(PLATFORMS).join(', ')}; got "${apiUrl}".`,
    );
  }
  const retryMs = readInt(env, 'ZATCA_REPORT_RETRY_MS', 60_000, 10, 3_600_000);
  const common = {
    /** Fatoora's address, and the environment a CSR names for it. */
    apiUrl,
    environment: apiUrl ? PLATFORMS[platform as keyof typeof PLATFORMS] : undefined,
    keyEncryptionKey,
    /** A failed report is retried after this, then twice as long each time, up to an hour. */
    reportRetryMs: retryMs,
    /** How often the reporting queue is looked at for documents due (others' too). */
    reportPollMs: Math.min(Math.max(retryMs, 1_000), 10_000),
  };
  if (csidGiven === 3) {
    const token = csid.ZATCA_CSID_TOKEN!;
    const certificate = Buffer.from(token, 'base64').toString('utf8').replace(/\s+/g, '');
    const privateKeyPem = readStampingKey(csid.ZATCA_PRIVATE_KEY_FILE!);
    let matches: boolean;
    try {
      matches = new X509Certificate(Buffer.from(certificate, 'base64')).checkPrivateKey(
        createPrivateKey(privateKeyPem),
      );
    } catch {
      throw new ConfigError(
        'ZATCA_CSID_TOKEN must be the binarySecurityToken ZATCA issued (base64 of the certificate).',
      );
    }
    if (!matches) {
      throw new ConfigError(
        "ZATCA_PRIVATE_KEY_FILE does not hold the key of ZATCA_CSID_TOKEN's certificate.",
      );
    }
    return {
      ...common,
      mode: 'configured' as const,
      csid: { token, secret: csid.ZATCA_CSID_SECRET!, certificate, privateKeyPem },
    };
  }
  return { ...common, mode: apiUrl ? ('onboarding' as const) : ('demo' as const) };
});
export type ZatcaConfig = ReturnType<typeof zatcaConfig>;
