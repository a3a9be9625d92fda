import { decodeTlv, encodeZatcaQr, zatcaAmount, zatcaTimestamp } from './zatca-qr';

describe('ZATCA QR payload', () => {
  const fields = {
    sellerName: 'شركة قطع لقطع غيار السيارات',
    vatNumber: '310122393500003',
    timestamp: zatcaTimestamp(new Date('2026-11-23T21:05:09.123Z')),
    total: zatcaAmount(1150),
    vatTotal: zatcaAmount(150),
  };

  it('encodes the five fields as tag, byte length and UTF-8 value, in base64', () => {
    const qr = encodeZatcaQr(fields);
    const bytes = Buffer.from(qr, 'base64');
    // Tag 1, then the length in bytes (not characters) of the Arabic name.
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength(fields.sellerName, 'utf8'));
    expect(bytes[1]).toBeGreaterThan(fields.sellerName.length);
    const decoded = decodeTlv(qr);
    expect([...decoded.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(decoded.get(1)).toBe('شركة قطع لقطع غيار السيارات');
    expect(decoded.get(2)).toBe('310122393500003');
    expect(decoded.get(3)).toBe('2026-11-23T21:05:09Z');
    expect(decoded.get(4)).toBe('1150.00');
    expect(decoded.get(5)).toBe('150.00');
  });

  it('matches a payload built by hand', () => {
    const qr = encodeZatcaQr({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      total: '1000.00',
      vatTotal: '150.00',
    });
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
    ]);
    expect(qr).toBe(expected.toString('base64'));
  });

  it('refuses a value longer than one length byte can say', () => {
    expect(() => encodeZatcaQr({ ...fields, sellerName: 'ش'.repeat(128) })).toThrow(
      'sellerName is longer than 255 bytes',
    );
    expect(() => decodeTlv(Buffer.from([1, 5, 65]).toString('base64'))).toThrow('Truncated');
  });
});
