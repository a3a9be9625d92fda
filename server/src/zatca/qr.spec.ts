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

  it('writes the first five tags as phase 1 did: tag, byte length, UTF-8 value', () => {
    // Invoices issued before e-invoicing carry these five alone, and read back the same way.
    const firstFive = new Map<number, string>([
      [1, 'Bobs Records'],
      [2, '310122393500003'],
      [3, '2022-04-25T15:30:00Z'],
      [4, '1000.00'],
      [5, '150.00'],
    ]);
    const expected = Buffer.concat([
      Buffer.from([1, 12]),
      Buffer.from('Bobs Records'),
      Buffer.from([2, 15]),
      Buffer.from('310122393500003'),
      Buffer.from([3, 20]),
      Buffer.from('2022-04-25T15:30:00Z'),
      Buffer.from([4, 7]),
      Buffer.from('1000.00'),
      Buffer.from([5, 6]),
      Buffer.from('150.00'),
    ]).toString('base64');
    expect(encodeTlv(firstFive)).toBe(expected);
    expect(decodeQr(expected)).toEqual({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      totalWithVat: '1000.00',
      vatTotal: '150.00',
    });
  });

  it('refuses a value over 255 bytes and a QR over the 700 characters ZATCA allows', () => {
    expect(() => encodeQr({ ...fields, sellerName: 'ش'.repeat(128) })).toThrow(/255 bytes/);
    expect(() =>
      encodeQr({ ...fields, sellerName: 'ش'.repeat(127), vatNumber: 'x'.repeat(200) }),
    ).toThrow(/700/);
    expect(() => decodeTlv(Buffer.from([1, 5, 65]).toString('base64'))).toThrow('Truncated');
  });
});
