import { readTrustProxy } from './app.config';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    expect(readTrustProxy({})).toBe(false);
    expect(readTrustProxy({ TRUST_PROXY: '0' })).toBe(false);
  });

  it('reads a hop count', () => {
    expect(readTrustProxy({ TRUST_PROXY: '1' })).toBe(1);
  });

  it('reads addresses and CIDRs', () => {
    expect(readTrustProxy({ TRUST_PROXY: '172.18.0.0/16, 10.0.0.2,::1, fd00::/8' })).toEqual([
      '172.18.0.0/16',
      '10.0.0.2',
      '::1',
      'fd00::/8',
    ]);
    expect(readTrustProxy({ TRUST_PROXY: 'loopback' })).toEqual(['loopback']);
  });

  it.each(['nginx', '10.0.0.0/33', '10.0.0.1/8/1', '*', 'true'])('refuses %s', (value) => {
    expect(() => readTrustProxy({ TRUST_PROXY: value })).toThrow(
      'TRUST_PROXY must be a hop count or comma-separated proxy addresses or CIDRs',
    );
  });
});
