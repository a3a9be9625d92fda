import { sign, verify } from 'node:crypto';
import { generateSigningKey } from './csr';
import {
  decryptCsidSecret,
  decryptPrivateKey,
  encryptCsidSecret,
  encryptPrivateKey,
  KeyStorageError,
} from './key-storage';

describe('stamping key at rest', () => {
  const secret = 'k3Gv9yq0X8m2pZ4tR7wB1nC6dF5hJ0sLqW';
  const { privateKey, publicKey } = generateSigningKey();

  it('stores the key encrypted, never in clear, and gives back a key that signs', () => {
    const stored = encryptPrivateKey(privateKey, secret);
    expect(stored.startsWith('zatca-key:v1:')).toBe(true);
    const clear = privateKey.export({ type: 'pkcs8', format: 'der' });
    expect(Buffer.from(stored.slice(13), 'base64').includes(clear.subarray(-32))).toBe(false);
    expect(encryptPrivateKey(privateKey, secret)).not.toBe(stored); // a fresh salt and IV each time
    const back = decryptPrivateKey(stored, secret);
    const signature = sign('sha256', Buffer.from('hash'), back);
    expect(verify('sha256', Buffer.from('hash'), publicKey, signature)).toBe(true);
  });

  it('refuses a wrong secret, an altered value and a short secret', () => {
    const stored = encryptPrivateKey(privateKey, secret);
    expect(() => decryptPrivateKey(stored, `${secret}x`)).toThrow(KeyStorageError);
    const bytes = Buffer.from(stored.slice(13), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => decryptPrivateKey(`zatca-key:v1:${bytes.toString('base64')}`, secret)).toThrow(
      /wrong secret, or the stored value was altered/,
    );
    expect(() => decryptPrivateKey('-----BEGIN EC PRIVATE KEY-----', secret)).toThrow(
      KeyStorageError,
    );
    expect(() => encryptPrivateKey(privateKey, 'short')).toThrow(/at least 32 characters/);
  });

  it("keeps a CSID's secret the same way, and never takes one stored form for the other", () => {
    const csidSecret = 'Dehvg1fc7ZkWmvJ8KY5s0KFyTUqRkSqsZ5qR8vNQ7cA=';
    const stored = encryptCsidSecret(csidSecret, secret);
    expect(stored.startsWith('zatca-secret:v1:')).toBe(true);
    expect(stored).not.toContain(csidSecret);
    expect(Buffer.from(stored.slice(16), 'base64').includes(Buffer.from(csidSecret))).toBe(false);
    expect(decryptCsidSecret(stored, secret)).toBe(csidSecret);
    expect(() => decryptCsidSecret(stored, `${secret}x`)).toThrow(KeyStorageError);
    expect(() => decryptPrivateKey(stored, secret)).toThrow('Not a stored stamping key.');
    expect(() => decryptCsidSecret(encryptPrivateKey(privateKey, secret), secret)).toThrow(
      'Not a stored CSID secret.',
    );
  });
});
