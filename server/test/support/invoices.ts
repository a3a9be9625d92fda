import { execFile } from 'node:child_process';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Response } from 'supertest';
import { loggedInUser } from './accounts';
import type { TestApp } from './app';
import { addToCart, answerThreeDSecure, placeOrder, returnFromPayment } from './orders';

/**
 * An address of the book written in Arabic, in Riyadh, with its short address, and the text the
 * order keeps of it (`shippingAddress`, the city in English as the zone names it).
 */
export const ARABIC_RIYADH_ADDRESS = {
  recipient: 'سارة الحربي',
  phone: '+966501234567',
  buildingNumber: '2929',
  street: 'طريق الملك فهد',
  district: 'العليا',
  city: 'Riyadh',
  postalCode: '12214',
  additionalNumber: '7654',
  shortAddress: 'RRRD2929',
};
export const ARABIC_RIYADH_ADDRESS_TEXT =
  '2929 طريق الملك فهد, العليا, Riyadh 12214-7654, RRRD2929';

/** supertest's parser for a binary answer (a PDF): the body as a Buffer. */
export const binaryBody = (
  response: Response,
  callback: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** A new shopper who ordered `quantity` of a product and paid by card through the sandbox. */
export async function paidOrder(
  shop: TestApp,
  productId: string,
  quantity = 1,
  orderFields: Record<string, unknown> = {},
) {
  const user = await loggedInUser(shop);
  await addToCart(shop, user.token, { productId, quantity });
  const placed = await placeOrder(shop, user.token, orderFields);
  const callback = await answerThreeDSecure(shop, placed.payment.source.transaction_url, 'approve');
  await returnFromPayment(shop, callback);
  return { user, orderId: placed.order._id };
}

/** A PDF's text, whole and page by page, and the content of every QR code drawn on it. */
export async function readInvoicePdf(
  pdf: Buffer,
): Promise<{ text: string; pages: string[]; qrCodes: string[] }> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'read-pdf.mjs')],
      { maxBuffer: 32 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin!.end(pdf);
  });
  const { text, pages, images } = JSON.parse(output) as {
    text: string;
    pages: string[];
    images: string[];
  };
  const qrCodes = images.map((image) => {
    const png = PNG.sync.read(Buffer.from(image, 'base64'));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
  });
  return { text, pages, qrCodes };
}

/** A seller as e-invoices state it: registered, with its National Address (SELLER_* settings). */
export const REGISTERED_SELLER = {
  SELLER_NAME: 'مؤسسة قطع الاختبار التجارية',
  SELLER_NAME_EN: 'Test Parts Trading Est.',
  SELLER_VAT_NUMBER: '310122393500003',
  SELLER_ADDRESS: 'Prince Sultan St 7, Al Khalidiyah, Jeddah',
  SELLER_ID: '4030000000',
  SELLER_STREET: 'شارع الأمير سلطان',
  SELLER_BUILDING_NUMBER: '2322',
  SELLER_DISTRICT: 'الخالدية',
  SELLER_CITY: 'جدة',
  SELLER_POSTAL_CODE: '23423',
};
