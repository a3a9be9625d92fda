import { encodeZatcaQr } from '../invoices/zatca-qr';
import { decodeQr, decodeTlv, encodeQr, encodeTlv, QR_TAGS } from './qr';

describe('phase-2 QR', () => {
  const fields = {
    sellerName: 'شركة قطع غيار السيارات',
    vatNumber: '399999999900003',
    timestamp: '2026-07-01T13:20:30',
    totalWithVat: '254.91',
    vatTotal: '33.25',
    invoiceHash: 'MScRXq8SW+s+wHWJD6VG0gnddup1BGLpuUodxuBE1ng=',
    signature:
      'MEUCIQCKtvhKMlKb/0Py7wcyRi+ZQg+gWNdp6k/ObLzYDXoP9gIgdyjBM2v+/EWGIcHd0Y0S0Flcs0pcCf92nXDCRPWbhmc=',
    publicKey: Buffer.from('3056301006072a8648ce3d020106052b8104000a03420004', 'hex'),
    certificateSignature: Buffer.from([0x30, 0x44, 0x02, 0x20, 0xff]),
  };

  it('reads back what it wrote, tags 1 to 9 in order, 8 and 9 as bytes', () => {
    const qr = encodeQr(fields);
    expect(decodeQr(qr)).toEqual(fields);
    expect([...decodeTlv(qr).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const bytes = Buffer.from(qr, 'base64');
    expect(bytes[0]).toBe(QR_TAGS.sellerName);
    expect(bytes[1]).toBe(Buffer.byteLength(fields.sellerName, 'utf8')); // length in UTF-8 bytes
  });

  it('writes the first five tags exactly as the phase-1 encoder does', () => {
    const phaseOne = {
      sellerName: fields.sellerName,
      vatNumber: fields.vatNumber,
      timestamp: fields.timestamp,
      total: fields.totalWithVat,
      vatTotal: fields.vatTotal,
    };
    const firstFive = new Map<number, string>([
      [1, fields.sellerName],
      [2, fields.vatNumber],
      [3, fields.timestamp],
      [4, fields.totalWithVat],
      [5, fields.vatTotal],
    ]);
    expect(encodeTlv(firstFive)).toBe(encodeZatcaQr(phaseOne));
  });

  it('refuses a value over 255 bytes and a QR over the 700 characters ZATCA allows', () => {
    expect(() => encodeQr({ ...fields, sellerName: 'ش'.repeat(128) })).toThrow(/255 bytes/);
    expect(() =>
      encodeQr({ ...fields, sellerName: 'ش'.repeat(127), vatNumber: 'x'.repeat(200) }),
    ).toThrow(/700/);
    expect(() => decodeTlv(Buffer.from([1, 5, 65]).toString('base64'))).toThrow('Truncated');
  });
});
