/**
 * The stamping key at rest: AES-256-GCM with a key derived from a secret of the environment, so
 * the database (or a file) never holds it in clear.
 *
 * Key derivation: HKDF-SHA256 (RFC 5869) of the secret's UTF-8 bytes, with a random 16-byte salt
 * per stored key and the info "shop/zatca/stamping-key/v1", 32 bytes. HKDF, not a password hash:
 * the secret must be random, at least 32 characters (e.g. `openssl rand -base64 32`).
 * Stored form: "zatca-key:v1:" then base64 of salt (16) | IV (12) | tag (16) | ciphertext, the
 * plaintext being the key's PKCS#8 DER. The tag authenticates it: a wrong secret or an altered
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

const PREFIX = 'zatca-key:v1:';
const INFO = 'shop/zatca/stamping-key/v1';
export const MIN_SECRET_LENGTH = 32;

export class KeyStorageError extends Error {}

function derive(secret: string, salt: Buffer): Buffer {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new KeyStorageError(
      `The key encryption secret must be at least ${MIN_SECRET_LENGTH} characters.`,
    );
  }
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, INFO, 32));
}

/** The private key encrypted with the secret, as text to store. */
export function encryptPrivateKey(privateKey: KeyObject, secret: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(secret, salt), iv);
  const plain = privateKey.export({ type: 'pkcs8', format: 'der' });
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${PREFIX}${Buffer.concat([salt, iv, cipher.getAuthTag(), encrypted]).toString('base64')}`;
}

/** The private key back from its stored form; throws KeyStorageError if it cannot be. */
export function decryptPrivateKey(stored: string, secret: string): KeyObject {
  if (!stored.startsWith(PREFIX)) throw new KeyStorageError('Not a stored stamping key.');
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64');
  if (bytes.length <= 44) throw new KeyStorageError('The stored stamping key is truncated.');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    derive(secret, bytes.subarray(0, 16)),
    bytes.subarray(16, 28),
  );
  decipher.setAuthTag(bytes.subarray(28, 44));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(bytes.subarray(44)), decipher.final()]);
  } catch {
    throw new KeyStorageError(
      'The stamping key cannot be decrypted: wrong secret, or the stored value was altered.',
    );
  }
  return createPrivateKey({ key: plain, format: 'der', type: 'pkcs8' });
}
