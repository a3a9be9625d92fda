import { ADMIN, ADMIN_ENV, login, newAccount, register } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { SmtpInbox } from './support/smtp-inbox';

/** Digits as an Arabic phone keyboard types them. */
const arabicIndic = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe("the shopper's own account", () => {
  let shop: TestApp;
  let inbox: SmtpInbox;
  let adminToken: string;

  beforeAll(async () => {
    inbox = new SmtpInbox();
    shop = await startTestApp({
      ...ADMIN_ENV,
      SMTP_URL: await inbox.start(),
      MAIL_FROM: 'Shop <shop@test.local>',
    });
    adminToken = await login(shop, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await shop.close();
    await inbox.stop();
  });

  const users = () => shop.connection.collection('users');

  describe('typing as Saudis type', () => {
    const requestCode = async (email: string) => {
      await shop.api.patch('/api/user/forget_code').send({ email }).expect(200);
      return /: (\d{6})/.exec((await inbox.lastMailTo(email)).text!)![1];
    };

    it('accepts a reset code typed with Arabic-Indic digits', async () => {
      const account = await register(shop);
      const code = await requestCode(account.email);
      await shop.api
        .put('/api/user/reset_password')
        .send({ email: account.email, code: ` ${arabicIndic(code)} `, password: 'brand-new-1' })
        .expect(200);
      await login(shop, account.email, 'brand-new-1');
    });

    it('still refuses a wrong code typed with Arabic-Indic digits', async () => {
      const account = await register(shop);
      const code = await requestCode(account.email);
      const wrong = code === '000000' ? '000001' : '000000';
      const response = await shop.api
        .put('/api/user/reset_password')
        .send({ email: account.email, code: arabicIndic(wrong), password: 'brand-new-1' })
        .expect(400);
      expect(response.body.code).toBe('RESET_CODE_INVALID');
    });

    it('keeps a Saudi mobile typed 05XXXXXXXX, or in Arabic-Indic digits, as +9665XXXXXXXX', async () => {
      const local = newAccount({ mobile: '0551234501' });
      await shop.api.post('/api/user/register').send(local).expect(201);
      expect(await users().findOne({ email: local.email })).toMatchObject({
        mobile: '+966551234501',
      });
      const arabic = newAccount({ mobile: arabicIndic('0551234502') });
      await shop.api.post('/api/user/register').send(arabic).expect(201);
      expect(await users().findOne({ email: arabic.email })).toMatchObject({
        mobile: '+966551234502',
      });
    });

    it('finds a taken mobile whichever way it is typed', async () => {
      await register(shop, { mobile: '+966551234503' });
      const response = await shop.api
        .post('/api/user/register')
        .send(newAccount({ mobile: '0551234503' }))
        .expect(409);
      expect(response.body.code).toBe('MOBILE_TAKEN');
    });

    it.each(['055123450', '05512345067', '0451234567', '+0551234567', '966 55 123 4567'])(
      'still refuses a mobile that is neither form: %s',
      async (mobile) => {
        const response = await shop.api
          .post('/api/user/register')
          .send(newAccount({ mobile }))
          .expect(400);
        expect(response.body.errorCodes).toEqual({ mobile: ['PHONE_INVALID'] });
      },
    );

    it('lets admins find a customer by either form of their mobile', async () => {
      const customer = await register(shop, { mobile: '+966551234504' });
      const search = async (text: string) => {
        const response = await shop.api
          .get(`/api/user/allUsers?search=${encodeURIComponent(text)}`)
          .set('token', adminToken)
          .expect(200);
        return response.body.users.map((user: { email: string }) => user.email);
      };
      for (const typed of ['+966551234504', '0551234504', arabicIndic('0551234504'), '05512345']) {
        expect(await search(typed)).toContain(customer.email);
      }
      expect(await search('0551234509')).not.toContain(customer.email);
    });
  });
});
