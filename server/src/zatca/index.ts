/**
 * ZATCA phase 2 (Fatoora) for the shop's simplified documents: a library of plain functions, no
 * NestJS and no database. The module that wires it in owns storage, the chain and the queue.
 *
 * Issuing a document
 *   issueDocument(input: DocumentInput, identity: SigningIdentity, signedAt?) -> StampedDocument
 *     input: kind ('invoice' 388 | 'credit-note' 381 | 'debit-note' 383), number, uuid, issuedAt,
 *     counter (ICV), previousHash (PIH), seller (name, VAT number, CRN, National Address), buyer?,
 *     lines (nameAr, nameEn?, quantity, unitPriceWithVat in halalas; deliveryFeeLine(fee) for a
 *     delivery fee), allowances? (VAT-inclusive discounts), paymentMeans (PAYMENT_MEANS), and for
 *     notes billingReference (the corrected invoice's number) and reason.
 *     answers { xml, hash, qr, amounts }: the signed XML to store and serve, its invoice hash
 *     (the next document's previousHash; the reporting body's invoiceHash), the phase-2 QR text
 *     for the PDF, and the amounts (halalas) it states. It throws RangeError on input ZATCA would
 *     refuse (VAT number, address digits, empty names, notes without reference or reason).
 *   Amounts: documentAmounts(input) / splitDocument() split VAT-inclusive prices once, exactly
 *   (amounts.ts explains the rounding); formatAmount(halalas) -> "12.34".
 *
 * The chain (ICV/PIH) — the caller's, across invoices and credit notes alike:
 *   the first document of the EGS unit has counter 1 and previousHash NO_PREVIOUS_INVOICE_HASH;
 *   each next one has counter + 1 and previousHash = the previous document's `hash`. Take the
 *   number and the previous hash atomically, store the stamped document before taking the next;
 *   a counter taken but never stored must be issued (or re-issued with the same number and PIH),
 *   never skipped. The hash depends on the input alone (not on the signing time or the ECDSA
 *   nonce), so re-issuing the same input after a crash gives the same hash: the link holds.
 *
 * Keys and certificates
 *   generateSigningKey() -> secp256k1 pair; createCsr(fields, privateKey) -> { pem, apiValue };
 *   encryptPrivateKey(key, secret) / decryptPrivateKey(stored, secret): AES-256-GCM, HKDF-SHA256
 *   of a secret of at least 32 characters (suggested variable: ZATCA_KEY_ENCRYPTION_KEY);
 *   demoSigningIdentity(): outside production, when no ZATCA setting is given (derived key,
 *   self-signed certificate, nothing stored); isDemoCertificate(cert) to refuse it in production;
 *   describeCertificate(cert) -> issuer, serial, expiry (notAfter), key.
 *
 * Fatoora (suggested variables: ZATCA_API_URL, ZATCA_CSID_TOKEN, ZATCA_CSID_SECRET)
 *   new FatooraClient({ baseUrl }) with requestComplianceCsid(csr.apiValue, otp),
 *   checkCompliance(complianceCsid, submission), requestProductionCsid(complianceCsid),
 *   report(productionCsid, submissionOf(stamped, uuid)) -> ReportOutcome: 'reported' (200/202,
 *   warnings kept in answer), 'already-reported' (409: done), 'rejected' (400: errors in
 *   answer, resending cannot help), 'unauthorized' (401), 'retry' (5xx, timeouts: back off).
 *   Compliance needs one sample of each kind the CSID allows: invoice, credit note, debit note.
 *
 * Checking: checkStampedDocument(xml) recomputes the hash and checks the stamp and the QR.
 * QR: encodeQr / decodeQr (tags 1-9; invoices issued before e-invoicing carry tags 1-5 only).
 */
export * from './amounts';
export * from './certificate';
export * from './csr';
export * from './demo-identity';
export * from './document';
export * from './fatoora-client';
export * from './hash';
export * from './key-storage';
export * from './qr';
export * from './stamp';
export * from './verify';
export { XmlError } from './xml';
