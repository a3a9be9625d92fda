import {
  appConfig,
  authConfig,
  databaseConfig,
  paymentConfig,
  remindersConfig,
  sellerConfig,
  zatcaConfig,
} from '.';
import { ConfigError } from './env';

/** Runs a config factory with exactly these variables set. */
function withEnv<T>(vars: Record<string, string>, read: () => T): T {
  const saved = process.env;
  process.env = { ...vars };
  try {
    return read();
  } finally {
    process.env = saved;
  }
}

describe('configuration', () => {
  it('has working defaults for development', () => {
    const app = withEnv({}, appConfig);
    expect(app.port).toBe(3000);
    expect(app.publicUrl).toBe('http://localhost:3000');
    expect(app.seedDemo).toBe(true);
    expect(withEnv({}, authConfig).jwtTtlMs).toBe(7 * 24 * 3600 * 1000);
    expect(withEnv({ JWT_TTL: '12h' }, authConfig).jwtTtlMs).toBe(12 * 3600 * 1000);
  });

  it('needs MONGODB_URI, which npm start and npm test always set', () => {
    expect(() => withEnv({}, databaseConfig)).toThrow(
      'MONGODB_URI is not set: `npm start` provides a database of its own, or set MONGODB_URI.',
    );
    expect(withEnv({ MONGODB_URI: 'mongodb://db:27017/shop' }, databaseConfig).uri).toBe(
      'mongodb://db:27017/shop',
    );
  });

  it('invents a per-process JWT secret outside production only', () => {
    expect(withEnv({}, authConfig).jwtSecret).toHaveLength(64);
    expect(() => withEnv({ NODE_ENV: 'production' }, authConfig)).toThrow(ConfigError);
    expect(() =>
      withEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) }, authConfig),
    ).toThrow('JWT_SECRET must be set to at least 32 characters in production');
    expect(
      withEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }, authConfig).jwtSecret,
    ).toBe('x'.repeat(32));
  });

  it('needs an unsubscribe secret in production; elsewhere derives one from JWT_SECRET', () => {
    expect(() =>
      withEnv({ NODE_ENV: 'production', UNSUBSCRIBE_SECRET: 'x'.repeat(31) }, remindersConfig),
    ).toThrow('UNSUBSCRIBE_SECRET must be set to at least 32 characters in production');
    expect(
      withEnv({ NODE_ENV: 'production', UNSUBSCRIBE_SECRET: 'y'.repeat(32) }, remindersConfig)
        .unsubscribeSecret,
    ).toBe('y'.repeat(32));
    const derived = () =>
      withEnv({ JWT_SECRET: 'z'.repeat(32) }, remindersConfig).unsubscribeSecret;
    expect(derived()).toBe(derived());
    expect(derived()).not.toContain('z');
    expect(withEnv({}, remindersConfig)).toMatchObject({
      sweepMs: 3600_000,
      abandonedCartAfterMs: 24 * 3600_000,
    });
    expect(() => withEnv({ REMINDER_SWEEP_INTERVAL: 'hourly' }, remindersConfig)).toThrow(
      'REMINDER_SWEEP_INTERVAL must be a duration',
    );
  });

  it('names the variable when a value is wrong', () => {
    expect(() => withEnv({ PORT: 'eighty' }, appConfig)).toThrow('PORT must be a whole number');
    expect(() => withEnv({ SEED_DEMO: 'maybe' }, appConfig)).toThrow(
      'SEED_DEMO must be true or false',
    );
    expect(() => withEnv({ JWT_TTL: 'a week' }, authConfig)).toThrow('JWT_TTL must be a duration');
    expect(() => withEnv({ LOG_LEVEL: 'loud' }, appConfig)).toThrow('LOG_LEVEL must be one of');
    expect(() => withEnv({ PUBLIC_URL: 'not a url' }, appConfig)).toThrow(
      'PUBLIC_URL must be a URL',
    );
    expect(() => withEnv({ PAYMENT_PROVIDER: 'moyasar' }, paymentConfig)).toThrow(
      'PAYMENT_PROVIDER=moyasar needs MOYASAR_SECRET_KEY.',
    );
    expect(() =>
      withEnv({ PAYMENT_PROVIDER: 'moyasar', MOYASAR_SECRET_KEY: 'sk_test_x' }, paymentConfig),
    ).toThrow('PAYMENT_PROVIDER=moyasar needs MOYASAR_PUBLISHABLE_KEY.');
  });

  it('reads lists and trims the public URL', () => {
    const app = withEnv(
      { CORS_ORIGINS: 'https://a.example, https://b.example', PUBLIC_URL: 'https://shop.sa/' },
      appConfig,
    );
    expect(app.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(app.publicUrl).toBe('https://shop.sa');
  });

  describe('seller', () => {
    const seller = {
      SELLER_NAME: 'مؤسسة الاختبار',
      SELLER_VAT_NUMBER: '310122393500003',
      SELLER_ADDRESS: 'Jeddah',
    };
    const registration = {
      SELLER_ID: '4030000000',
      SELLER_STREET: 'Prince Sultan St',
      SELLER_BUILDING_NUMBER: '2322',
      SELLER_DISTRICT: 'Al Khalidiyah',
      SELLER_CITY: 'Jeddah',
      SELLER_POSTAL_CODE: '23423',
    };

    it('uses a demo seller outside production and the configured one when set', () => {
      expect(withEnv({}, sellerConfig).vatNumber).toBe('300000000000003');
      expect(withEnv({}, sellerConfig).name).toMatch(/[\u0600-\u06FF]/);
      expect(withEnv(seller, sellerConfig)).toEqual({
        name: 'مؤسسة الاختبار',
        nameEn: undefined,
        vatNumber: '310122393500003',
        address: 'Jeddah',
        addressAr: undefined,
        id: { scheme: 'CRN', value: '1010000000' },
        nationalAddress: expect.objectContaining({ postalCode: '12214' }),
      });
      expect(withEnv({ ...seller, ...registration }, sellerConfig)).toMatchObject({
        id: { scheme: 'CRN', value: '4030000000' },
        nationalAddress: {
          street: 'Prince Sultan St',
          buildingNumber: '2322',
          district: 'Al Khalidiyah',
          city: 'Jeddah',
          postalCode: '23423',
        },
      });
    });

    it("requires the seller's registration and National Address, with their digits", () => {
      expect(() => withEnv({ NODE_ENV: 'production', ...seller }, sellerConfig)).toThrow(
        'SELLER_ID, SELLER_STREET, SELLER_BUILDING_NUMBER, SELLER_DISTRICT, SELLER_CITY, ' +
          'SELLER_POSTAL_CODE must be set in production',
      );
      expect(() => withEnv({ ...seller, ...registration, SELLER_CITY: '' }, sellerConfig)).toThrow(
        'SELLER_CITY must be set:',
      );
      expect(() =>
        withEnv({ ...seller, ...registration, SELLER_POSTAL_CODE: '2342' }, sellerConfig),
      ).toThrow('SELLER_POSTAL_CODE must be 5 digits; got "2342".');
      expect(() =>
        withEnv({ ...seller, ...registration, SELLER_ADDITIONAL_NUMBER: '12a4' }, sellerConfig),
      ).toThrow('SELLER_ADDITIONAL_NUMBER must be 4 digits');
    });

    it('requires the seller in production', () => {
      expect(() => withEnv({ NODE_ENV: 'production' }, sellerConfig)).toThrow(
        'SELLER_NAME, SELLER_VAT_NUMBER, SELLER_ADDRESS must be set in production',
      );
      expect(() =>
        withEnv({ NODE_ENV: 'production', ...seller, SELLER_ADDRESS: '' }, sellerConfig),
      ).toThrow('SELLER_ADDRESS must be set in production');
      expect(
        withEnv({ NODE_ENV: 'production', ...seller, ...registration }, sellerConfig).name,
      ).toBe(seller.SELLER_NAME);
    });

    it.each([
      '31012239350000',
      '3101223935000031',
      '210122393500003',
      '310122393500002',
      '3101223935OOOO3',
    ])('refuses the VAT number %s', (vatNumber) => {
      expect(() => withEnv({ ...seller, SELLER_VAT_NUMBER: vatNumber }, sellerConfig)).toThrow(
        `SELLER_VAT_NUMBER must be 15 digits starting and ending with 3; got "${vatNumber}".`,
      );
    });

    it('refuses half a seller and a name too long for the QR code', () => {
      expect(() => withEnv({ SELLER_NAME: 'x' }, sellerConfig)).toThrow('go together');
      expect(() => withEnv({ ...seller, SELLER_NAME: 'ش'.repeat(128) }, sellerConfig)).toThrow(
        'SELLER_NAME must be at most 255 bytes',
      );
    });
  });

  describe('e-invoicing', () => {
    const onboarding = {
      ZATCA_API_URL: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation/',
      ZATCA_KEY_ENCRYPTION_KEY: 'k3Gv9yq0X8m2pZ4tR7wB1nC6dF5hJ0sLqW',
    };

    it('stamps with the demo identity without settings, outside production only', () => {
      expect(withEnv({}, zatcaConfig).mode).toBe('demo');
      expect(() => withEnv({ NODE_ENV: 'production' }, zatcaConfig)).toThrow(
        'ZATCA_API_URL with ZATCA_KEY_ENCRYPTION_KEY',
      );
    });

    it('onboards with a platform and a key encryption key', () => {
      expect(withEnv(onboarding, zatcaConfig)).toMatchObject({
        mode: 'onboarding',
        apiUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
        environment: 'simulation',
      });
      expect(() =>
        withEnv({ ...onboarding, ZATCA_KEY_ENCRYPTION_KEY: 'short' }, zatcaConfig),
      ).toThrow('at least 32 random characters');
      expect(() =>
        withEnv({ ...onboarding, ZATCA_API_URL: 'https://example.com/zatca' }, zatcaConfig),
      ).toThrow('ZATCA_API_URL must end with one of developer-portal, simulation, core');
      expect(() => withEnv({ ZATCA_API_URL: onboarding.ZATCA_API_URL }, zatcaConfig)).toThrow(
        'ZATCA_API_URL needs ZATCA_KEY_ENCRYPTION_KEY',
      );
      expect(() => withEnv({ ...onboarding, ZATCA_CSID_TOKEN: 'x' }, zatcaConfig)).toThrow(
        'go together',
      );
    });
  });
});
