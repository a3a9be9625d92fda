/**
 * The shop's e-invoicing as a shopper, an admin and ZATCA see it: a paid order's invoice and a
 * refund's credit note as signed UBL documents of one chain, served as XML and checked by the
 * independent verifier (UBL 2.1 XSD, hash, signature, QR), their QR code on the PDF, and the chain
 * unbroken when twenty payments settle at once on three instances. Stamped with the demo identity
 * (no ZATCA setting): reporting is tested in einvoicing-reporting.e2e-spec.ts.
 */
import { Types } from 'mongoose';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { binaryBody, paidOrder, readInvoicePdf, REGISTERED_SELLER } from './support/invoices';
import {
  addToCart,
  answerThreeDSecure,
  myOrder,
  placeOrder,
  returnFromPayment,
} from './support/orders';
import { verifyIndependently } from './support/zatca-verifier';
import { decodeQr, NO_PREVIOUS_INVOICE_HASH } from '../src/zatca';

jest.setTimeout(180_000);

const SELLER = { ...REGISTERED_SELLER, INVOICE_LINE_NAMES: 'both' };

type Issued = { number: string; issuedAt: string; qr: string };
type Stored = { _id: number; key: string; hash: string; previousHash: string; xml: string };

describe('e-invoicing', () => {
  let shop: TestApp;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    shop = await startTestApp({ ...ADMIN_ENV, ...SELLER });
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Filters'))._id;
    productId = (
      await addProduct(shop, admin, {
        category,
        name: 'Oil filter',
        nameAr: 'فلتر زيت',
        price: '34.50',
      })
    )._id;
  });
  afterAll(() => shop.close());

  const chain = () =>
    shop.connection
      .collection<Stored>('zatca_documents')
      .find({}, { sort: { _id: 1 } })
      .toArray();
  const orderView = async (token: string, orderId: string) =>
    (await myOrder(shop, token, orderId)) as unknown as { invoice?: Issued; creditNote?: Issued };

  it('issues a paid order a signed invoice, and a refund a credit note, that ZATCA would accept', async () => {
    const { user, orderId } = await paidOrder(shop, productId, 2, { fullname: 'سارة الحربي' });
    const { invoice } = await orderView(user.token, orderId);

    const xml = await shop.api
      .get(`/api/order/myOrders/${orderId}/invoice.xml`)
      .set('token', user.token)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.headers['content-disposition']).toBe(
      `attachment; filename="${invoice!.number}.xml"`,
    );
    const invoiceXml = (xml.body as Buffer).toString('utf8');
    expect(invoiceXml).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
    expect(invoiceXml).toContain(`<cbc:ID>${invoice!.number}</cbc:ID>`);
    expect(invoiceXml).toContain('فلتر زيت');

    // The admin refunds it: a credit note in the same chain, referring to the invoice.
    await shop.api.post(`/api/order/refundOrder/${orderId}`).set('token', admin).expect(200);
    const { creditNote } = await orderView(user.token, orderId);
    expect(creditNote!.number).toMatch(/^CN-\d{6}$/);
    const noteXml = (
      await shop.api
        .get(`/api/order/allOrders/${orderId}/credit-note.xml`)
        .set('token', admin)
        .buffer(true)
        .parse(binaryBody)
        .expect(200)
    ).body.toString('utf8') as string;
    expect(noteXml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(noteXml).toMatch(
      new RegExp(
        `<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${invoice!.number}</cbc:ID>`,
      ),
    );
    expect(noteXml).toContain('<cbc:InstructionNote>');

    // Another implementation (Java: Santuario, BouncyCastle, dom4j, the UBL 2.1 XSD) checks both:
    // structure, hash, signature, certificate, QR; and that they are linked.
    const [invoiceFinding, noteFinding] = await verifyIndependently([invoiceXml, noteXml]);
    expect(invoiceFinding).toMatchObject({ ok: true, problems: [], warnings: [] });
    expect(noteFinding).toMatchObject({ ok: true, problems: [], warnings: [] });
    expect(Number(noteFinding.icv)).toBe(Number(invoiceFinding.icv) + 1);
    expect(noteFinding.pih).toBe(invoiceFinding.hash);
    // The QR code the order answers carries the document's hash (tag 6).
    expect(decodeQr(invoice!.qr).invoiceHash).toBe(invoiceFinding.hash);
    expect(decodeQr(creditNote!.qr).invoiceHash).toBe(noteFinding.hash);

    // The credit note's PDF, with its QR code, in Arabic and English.
    const pdf = await shop.api
      .get(`/api/order/myOrders/${orderId}/credit-note`)
      .set('token', user.token)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const { text, qrCodes } = await readInvoicePdf(pdf.body as Buffer);
    expect(qrCodes).toEqual([creditNote!.qr]);
    for (const expected of ['Simplified Credit Note', creditNote!.number, invoice!.number]) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
    for (const word of ['إشعار', 'دائن', 'زيت']) {
      expect({ word, found: text.includes(word) }).toEqual({ word, found: true });
    }
  });

  it("states a coupon's discount as a document allowance that ZATCA would accept", async () => {
    await shop.api
      .post('/api/coupons')
      .set('token', admin)
      .send({ code: 'ZATCA125', type: 'percent', value: 12.5, active: true })
      .expect(201);
    const shopper = await loggedInUser(shop);
    await addToCart(shop, shopper.token, { productId, quantity: 3 });
    await shop.api
      .post('/api/cart/coupon')
      .set('token', shopper.token)
      .send({ code: 'zatca125' })
      .expect(201);
    // 3 × 34.50 = 103.50; 12.5% of it is 12.9375, rounded half up to 12.94.
    const placed = await placeOrder(shop, shopper.token);
    expect(placed.order.totalPrice).toBe(90.56);
    await returnFromPayment(
      shop,
      await answerThreeDSecure(shop, placed.payment.source.transaction_url, 'approve'),
    );
    const { invoice } = await orderView(shopper.token, placed.order._id);
    const xml = (
      await shop.api
        .get(`/api/order/myOrders/${placed.order._id}/invoice.xml`)
        .set('token', shopper.token)
        .buffer(true)
        .parse(binaryBody)
        .expect(200)
    ).body.toString('utf8') as string;
    expect(xml).toMatch(
      /<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>false<\/cbc:ChargeIndicator>/,
    );
    expect(xml).toContain('قسيمة ZATCA125 | Coupon ZATCA125');
    expect(xml).toContain(
      '<cbc:TaxInclusiveAmount currencyID="SAR">90.56</cbc:TaxInclusiveAmount>',
    );
    const [finding] = await verifyIndependently([xml]);
    expect(finding).toMatchObject({ ok: true, problems: [], warnings: [] });
    expect(decodeQr(invoice!.qr)).toMatchObject({ totalWithVat: '90.56', vatTotal: '11.81' });
  });

  it('draws the phase-2 QR code on the invoice PDF, with the lines in Arabic and English', async () => {
    const { user, orderId } = await paidOrder(shop, productId, 1);
    const { invoice } = await orderView(user.token, orderId);
    const pdf = await shop.api
      .get(`/api/order/myOrders/${orderId}/invoice`)
      .set('token', user.token)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const { text, qrCodes } = await readInvoicePdf(pdf.body as Buffer);
    expect(qrCodes).toEqual([invoice!.qr]);
    expect(Object.keys(decodeQr(qrCodes[0]))).toHaveLength(9);
    // One order number everywhere: the PDF says the order's reference, not its id.
    const reference = orderId.slice(-8).toUpperCase();
    expect(text).toContain(`#${reference}`);
    expect(text).not.toContain(orderId);
    for (const expected of ['Oil filter', 'فلتر', 'زيت']) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
  });

  it('answers the XML as the PDF: 404 to others, 409 before it exists', async () => {
    const { user, orderId } = await paidOrder(shop, productId);
    const stranger = await loggedInUser(shop);
    await shop.api
      .get(`/api/order/myOrders/${orderId}/invoice.xml`)
      .set('token', stranger.token)
      .expect(404);
    await shop.api
      .get(`/api/order/allOrders/${orderId}/invoice.xml`)
      .set('token', user.token)
      .expect(403);
    await shop.api.get(`/api/order/allOrders/nope/invoice.xml`).set('token', admin).expect(400);
    const noNote = await shop.api
      .get(`/api/order/myOrders/${orderId}/credit-note.xml`)
      .set('token', user.token)
      .expect(409);
    expect(noNote.body.code).toBe('CREDIT_NOTE_NOT_ISSUED');
    await shop.api
      .get(`/api/order/myOrders/${orderId}/credit-note`)
      .set('token', user.token)
      .expect(409);

    await addToCart(shop, user.token, { productId, quantity: 1 });
    const unpaid = await placeOrder(shop, user.token);
    const notPaid = await shop.api
      .get(`/api/order/myOrders/${unpaid.order._id}/invoice.xml`)
      .set('token', user.token)
      .expect(409);
    expect(notPaid.body.code).toBe('INVOICE_NOT_ISSUED');

    // An invoice issued before e-invoicing (a phase-1 QR, no document in the chain) has no XML.
    const phaseOne = await paidOrder(shop, productId);
    await shop.connection
      .collection('zatca_documents')
      .updateOne({ key: `${phaseOne.orderId}:invoice` }, { $set: { key: 'elsewhere' } });
    const noXml = await shop.api
      .get(`/api/order/myOrders/${phaseOne.orderId}/invoice.xml`)
      .set('token', phaseOne.user.token)
      .expect(409);
    expect(noXml.body).toEqual({
      statusCode: 409,
      code: 'INVOICE_XML_NOT_ISSUED',
      message: 'This invoice was issued before e-invoicing: it has no XML.',
    });
    await shop.connection
      .collection('zatca_documents')
      .updateOne({ key: 'elsewhere' }, { $set: { key: `${phaseOne.orderId}:invoice` } });
  });

  it('keeps one unbroken chain when twenty payments settle at once on three instances', async () => {
    const others = [
      await startTestApp({ ...ADMIN_ENV, ...SELLER }),
      await startTestApp({ ...ADMIN_ENV, ...SELLER }),
    ];
    try {
      const instances = [shop, ...others];
      const placed = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const user = await loggedInUser(shop);
          await addToCart(shop, user.token, { productId, quantity: 1 });
          const { order, payment } = await placeOrder(shop, user.token);
          const callback = await answerThreeDSecure(
            shop,
            payment.source.transaction_url,
            'approve',
          );
          return { user, orderId: order._id, callback };
        }),
      );
      // The shoppers come back at once, each to one of the three instances.
      await Promise.all(
        placed.map(({ callback }, index) =>
          returnFromPayment(instances[index % instances.length], callback),
        ),
      );
      for (const { user, orderId } of placed) {
        expect((await orderView(user.token, orderId)).invoice?.number).toMatch(/^INV-/);
      }

      const documents = await chain();
      expect(documents.map((document) => document._id)).toEqual(
        documents.map((_, index) => index + 1),
      );
      documents.forEach((document, index) => {
        expect(document.previousHash).toBe(
          index === 0 ? NO_PREVIOUS_INVOICE_HASH : documents[index - 1].hash,
        );
      });
      const head = await shop.connection.collection('zatca_chain').findOne({});
      expect(head).toMatchObject({ counter: documents.length, hash: documents.at(-1)!.hash });
      const keys = placed.map(({ orderId }) => `${orderId}:invoice`);
      expect(documents.filter((document) => keys.includes(document.key))).toHaveLength(20);

      // The independent verifier reads the same chain: each ICV one more, each PIH the hash before.
      const findings = await verifyIndependently(documents.map((document) => document.xml));
      findings.forEach((finding, index) => {
        expect({ index, ok: finding.ok, problems: finding.problems }).toEqual({
          index,
          ok: true,
          problems: [],
        });
        expect(finding.icv).toBe(String(index + 1));
        if (index > 0) expect(finding.pih).toBe(findings[index - 1].hash);
      });
    } finally {
      // Closing drops the shared database: the other instances only stop.
      for (const other of others) await other.app.close();
    }
  });

  it('lets the chain go on after an issuer stopped before moving its head', async () => {
    const { user, orderId } = await paidOrder(shop, productId);
    // The head as an issuer that stored its document and stopped leaves it: one behind.
    const documents = await chain();
    const last = documents.at(-1)!;
    expect(last.key).toBe(`${orderId}:invoice`);
    await shop.connection
      .collection('zatca_chain')
      .updateOne({}, { $set: { counter: last._id - 1, hash: last.previousHash } });

    const next = await paidOrder(shop, productId);
    expect((await orderView(next.user.token, next.orderId)).invoice).toBeDefined();
    const [before, after] = (await chain()).slice(-2);
    expect(before.key).toBe(`${orderId}:invoice`);
    expect(after).toMatchObject({ _id: last._id + 1, previousHash: last.hash });
    expect(await orderView(user.token, orderId)).toHaveProperty('invoice');
    expect(
      await shop.connection.collection('orders').countDocuments({
        _id: new Types.ObjectId(next.orderId),
        'invoice.number': /^INV-/,
      }),
    ).toBe(1);
  });
});
