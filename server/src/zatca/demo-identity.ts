/**
 * The stamping identity that stands in outside production when no ZATCA setting is given: a
 * secp256k1 key derived from a public label (so every instance of the shop derives the same one,
 * nothing is generated, stored or committed, and it is plainly no secret) and a self-signed
 * certificate made for it at first use. Documents stamped with it verify like real ones but are
 * not ZATCA documents; whoever wires this in must refuse it in production (isDemoCertificate).
 *
 * The certificate's own ECDSA signature uses a random nonce (node:crypto offers no deterministic
 * ECDSA), so each process makes a certificate of its own; each document carries the certificate
 * it was stamped with, so documents of different instances all verify.
 */
import { createECDH, createHash, createPrivateKey, KeyObject } from 'node:crypto';
import { buildName, describeCertificate, issueCertificate, NAME_ATTRIBUTES } from './certificate';
import type { SigningIdentity } from './stamp';

export const DEMO_CERTIFICATE_COMMON_NAME = 'DEMO EGS - self-signed - not issued by ZATCA';
const DEMO_KEY_LABEL = 'shop: ZATCA demo stamping key; public, never valid in production';
/** The order of secp256k1's base point: a private key lies in [1, n - 1]. */
const SECP256K1_ORDER = BigInt(
  '0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141',
);

/** The demo private key: SHA-256 of the label, taken as a secp256k1 scalar. */
export function demoPrivateKey(): KeyObject {
  let seed = createHash('sha256').update(DEMO_KEY_LABEL).digest();
  while (
    BigInt(`0x${seed.toString('hex')}`) === 0n ||
    BigInt(`0x${seed.toString('hex')}`) >= SECP256K1_ORDER
  ) {
    seed = createHash('sha256').update(seed).digest();
  }
  const ecdh = createECDH('secp256k1');
  ecdh.setPrivateKey(seed);
  const point = ecdh.getPublicKey();
  const base64url = (bytes: Buffer) => bytes.toString('base64url');
  return createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'secp256k1',
      d: base64url(seed),
      x: base64url(point.subarray(1, 33)),
      y: base64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
}

let demo: SigningIdentity | undefined;

/** The demo identity, made once per process. */
export function demoSigningIdentity(): SigningIdentity {
  if (!demo) {
    const privateKey = demoPrivateKey();
    const name = buildName([
      [NAME_ATTRIBUTES.C, 'SA', 'printable'],
      [NAME_ATTRIBUTES.O, 'Demo shop'],
      [NAME_ATTRIBUTES.CN, DEMO_CERTIFICATE_COMMON_NAME],
    ]);
    const certificate = issueCertificate({
      subject: name,
      issuer: name,
      subjectKey: privateKey,
      issuerKey: privateKey,
      serialNumber: 1n,
      notBefore: new Date('2025-01-01T00:00:00Z'),
      notAfter: new Date('2045-01-01T00:00:00Z'),
    });
    demo = { privateKey, certificate };
  }
  return demo;
}

/** Whether a certificate is the demo one (which production must refuse). */
export function isDemoCertificate(certificate: string): boolean {
  return describeCertificate(certificate).issuerName.includes(`CN=${DEMO_CERTIFICATE_COMMON_NAME}`);
}
