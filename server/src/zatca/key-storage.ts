/**
 * The stamping key at rest: AES-256-GCM with a key derived from a secret of the environment, so
 * the database (or a file) never holds it in clear.
 *
 * Key derivation: HKDF-SHA256 (RFC 5869) of the secret's UTF-8 bytes, with a random 16-byte salt
 * per stored key and the info "shop/zatca/stamping-key/v1", 32 bytes. HKDF, not a password hash:
 * the secret must be random, at least 32 characters (e.g. `openssl rand -base64 32`).
 * Stored form: "zatca-key:v1:" then base64 of salt (16) | IV (12) | tag (16) | ciphertext, the
 * plaintext being the key's PKCS#8 DER. A CSID's secret is kept the same way ("zatca-secret:v1:",
 * HKDF info "shop/zatca/csid-secret/v1", its UTF-8 bytes). The tag authenticates it: a wrong secret or an altered
 * value is refused, never decrypted into a wrong key.
 */
import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  hkdfSync,
  KeyObject,
  randomBytes,
} from 'node:crypto';

/** What is stored, by the prefix of its stored form and the HKDF info of its key. */
const KINDS = {
  key: { prefix: 'zatca-key:v1:', info: 'shop/zatca/stamping-key/v1', what: 'stamping key' },
  secret: { prefix: 'zatca-secret:v1:', info: 'shop/zatca/csid-secret/v1', what: 'CSID secret' },
} as const;
export const MIN_SECRET_LENGTH = 32;

export class KeyStorageError extends Error {}

function derive(secret: string, salt: Buffer, info: string): Buffer {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new KeyStorageError(
      `The key encryption secret must be at least ${MIN_SECRET_LENGTH} characters.`,
    );
  }
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, info, 32));
}

function seal(plain: Buffer, secret: string, kind: keyof typeof KINDS): string {
  const { prefix, info } = KINDS[kind];
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(secret, salt, info), iv);
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${prefix}${Buffer.concat([salt, iv, cipher.getAuthTag(), encrypted]).toString('base64')}`;
}

function open(stored: string, secret: string, kind: keyof typeof KINDS): Buffer {
  const { prefix, info, what } = KINDS[kind];
  if (!stored.startsWith(prefix)) throw new KeyStorageError(`Not a stored ${what}.`);
  const bytes = Buffer.from(stored.slice(prefix.length), 'base64');
  if (bytes.length <= 44) throw new KeyStorageError(`The stored ${what} is truncated.`);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    derive(secret, bytes.subarray(0, 16), info),
    bytes.subarray(16, 28),
  );
  decipher.setAuthTag(bytes.subarray(28, 44));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(44)), decipher.final()]);
  } catch {
    throw new KeyStorageError(
      `The ${what} cannot be decrypted: wrong secret, or the stored value was altered.`,
    );
  }
}

/** The private key encrypted with the secret, as text to store. */
export function encryptPrivateKey(privateKey: KeyObject, secret: string): string {
  return seal(privateKey.export({ type: 'pkcs8', format: 'der' }), secret, 'key');
}

/** The private key back from its stored form; throws KeyStorageError if it cannot be. */
export function decryptPrivateKey(stored: string, secret: string): KeyObject {
  return createPrivateKey({ key: open(stored, secret, 'key'), format: 'der', type: 'pkcs8' });
}

/** A CSID's secret (the password of its API calls) encrypted the same way, as text to store. */
export function encryptCsidSecret(csidSecret: string, secret: string): string {
  return seal(Buffer.from(csidSecret, 'utf8'), secret, 'secret');
}

/** A CSID's secret back from its stored form; throws KeyStorageError if it cannot be. */
export function decryptCsidSecret(stored: string, secret: string): string {
  return open(stored, secret, 'secret').toString('utf8');
}
