/**
 * The invoice hash (KSA-13 of the next document, QR tag 6, the digest of the signature's first
 * reference), as ZATCA's Security Features Implementation Standard and SDK compute it: the
 * document without ext:UBLExtensions, without the Invoice's cac:Signature and without the
 * cac:AdditionalDocumentReference whose cbc:ID is "QR"; canonicalised with C14N 1.1; SHA-256;
 * base64 of the digest.
 *
 * Canonicalisation: xml-crypto's C14N 1.0. C14N 1.1 differs from 1.0 only in how xml:id, xml:base
 * and the other xml: attributes of ancestors are carried into a document subset; this is the whole
 * document (the removed elements are gone from the tree, not hidden from a node-set), and it has no
 * xml: attributes, so both give the same bytes. The tests check it against Apache Santuario's
 * C14N 1.1 (scripts/zatca-verifier), which ZATCA's SDK itself uses.
 */
import { createHash } from 'node:crypto';
import { C14nCanonicalization } from 'xml-crypto';
import { childElements, NS, parseXml } from './xml';

/**
 * The PIH of the first document of a chain: base64 of the hexadecimal SHA-256 of "0", as ZATCA's
 * SDK ships it (Data/PIH/pih.txt). Note the hexadecimal step, which later hashes do not have.
 */
export const NO_PREVIOUS_INVOICE_HASH = Buffer.from(
  createHash('sha256').update('0').digest('hex'),
).toString('base64');

/** The document as it is hashed: the three parts removed, canonicalised. */
export function canonicalFormForHash(xml: string): string {
  const root = parseXml(xml).documentElement;
  const removed = [
    ...childElements(root, NS.ext, 'UBLExtensions'),
    ...childElements(root, NS.cac, 'Signature'),
    ...childElements(root, NS.cac, 'AdditionalDocumentReference').filter((reference) =>
      childElements(reference, NS.cbc, 'ID').some((id) => id.textContent?.trim() === 'QR'),
    ),
  ];
  for (const element of removed) root.removeChild(element);
  return new C14nCanonicalization().process(root as unknown as Node, {}).toString();
}

/** The invoice hash of a document: base64 of the SHA-256 of its canonical form. */
export function computeInvoiceHash(xml: string): string {
  return createHash('sha256').update(canonicalFormForHash(xml), 'utf8').digest('base64');
}
