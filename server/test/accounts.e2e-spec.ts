import { JwtService } from '@nestjs/jwt';
import { API_MESSAGES, SHOP_NAME_AR, VALIDATION } from '@shop/shared';
import { ADMIN, ADMIN_ENV, loggedInUser, login, newAccount, register } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { SmtpInbox } from './support/smtp-inbox';

const JWT_SECRET = process.env.JWT_SECRET!;

describe('accounts', () => {
  let shop: TestApp;
  let inbox: SmtpInbox;
  /** Every body the API answered, to prove no secret ever leaves it. */
  const answers: string[] = [];

  beforeAll(async () => {
    inbox = new SmtpInbox();
    const smtpUrl = await inbox.start();
    shop = await startTestApp({
      ...ADMIN_ENV,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Shop <shop@test.local>',
    });
    const record = shop.api;
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const original = record[method].bind(record);
      // Keep every answer's text for the leak checks at the end.
      (record as unknown as Record<string, unknown>)[method] = (url: string) =>
        original(url).on('response', (response: { text: string }) => answers.push(response.text));
    }
  });
  afterAll(async () => {
    await shop.close();
    await inbox.stop();
  });

  const users = () => shop.connection.collection('users');

  describe('register', () => {
    it('creates a user and answers 201 with the message', async () => {
      const account = newAccount({ email: 'Mixed.Case@Example.com' });
      const response = await shop.api.post('/api/user/register').send(account).expect(201);
      expect(response.body).toEqual({ message: 'User registered successfully' });
      const stored = await users().findOne({ email: 'mixed.case@example.com' });
      expect(stored).toMatchObject({ name: account.name, mobile: account.mobile, role: 'user' });
      expect(stored!.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    });

    it('ignores a role sent by the client', async () => {
      const account = newAccount();
      await shop.api
        .post('/api/user/register')
        .send({ ...account, role: 'admin' })
        .expect(201);
      expect(await users().findOne({ email: account.email })).toMatchObject({ role: 'user' });
    });

    it.each([
      ['name', { name: undefined }, VALIDATION.nameRequired],
      ['name', { name: 'ab' }, VALIDATION.nameMin],
      // Counted without the spaces around it, as it is stored.
      ['name', { name: '   ' }, VALIDATION.nameRequired],
      ['name', { name: ' ab ' }, VALIDATION.nameMin],
      ['mobile', { mobile: undefined }, VALIDATION.phoneRequired],
      ['mobile', { mobile: '050123456' }, VALIDATION.phoneInvalid],
      ['mobile', { mobile: '0401234567' }, VALIDATION.phoneInvalid],
      ['mobile', { mobile: '+0501234567' }, VALIDATION.phoneInvalid],
      ['email', { email: undefined }, VALIDATION.emailRequired],
      ['email', { email: 'sara@example' }, VALIDATION.emailInvalid],
      ['password', { password: undefined }, VALIDATION.passwordRequired],
      ['password', { password: '12345' }, VALIDATION.passwordMin],
      ['email', { email: { $ne: null } }, VALIDATION.emailRequired],
    ])('refuses a bad %s: %j', async (field, change, message) => {
      const account = { ...newAccount(), ...change };
      const response = await shop.api.post('/api/user/register').send(account).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors[field]).toContain(message);
      expect(await users().countDocuments({ mobile: account.mobile })).toBe(0);
    });

    it('refuses a known email (in any case) or mobile with 409', async () => {
      const first = await register(shop);
      const sameEmail = newAccount({ email: first.email.toUpperCase() });
      const byEmail = await shop.api.post('/api/user/register').send(sameEmail).expect(409);
      expect(byEmail.body).toEqual({
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'This email is already registered.',
      });
      const sameMobile = newAccount({ mobile: first.mobile });
      const byMobile = await shop.api.post('/api/user/register').send(sameMobile).expect(409);
      expect(byMobile.body.message).toBe('This mobile number is already registered.');
    });
  });

  describe('login and logout', () => {
    it('answers the token, the public user and the role', async () => {
      const account = await register(shop);
      const response = await shop.api
        .post('/api/user/login')
        .send({ email: account.email, password: account.password })
        .expect(200);
      expect(response.body).toEqual({
        message: 'you logged in successfully',
        token: expect.any(String),
        user: {
          _id: expect.any(String),
          name: account.name,
          email: account.email,
          mobile: account.mobile,
          role: 'user',
        },
        payload: { role: 'user' },
      });
    });

    it('gives one answer for a wrong password and an unknown email', async () => {
      const account = await register(shop);
      const wrongPassword = await shop.api
        .post('/api/user/login')
        .send({ email: account.email, password: 'not-it-1' })
        .expect(401);
      const unknown = await shop.api
        .post('/api/user/login')
        .send({ email: 'nobody@example.com', password: 'whatever1' })
        .expect(401);
      expect(wrongPassword.body).toEqual({
        statusCode: 401,
        code: 'LOGIN_FAILED',
        message: 'Incorrect email or password.',
      });
      expect(unknown.body).toEqual(wrongPassword.body);
    });

    it('refuses operator injection with 400', async () => {
      await register(shop);
      const response = await shop.api
        .post('/api/user/login')
        .send({ email: { $ne: null }, password: { $ne: null } })
        .expect(400);
      expect(response.body.token).toBeUndefined();
    });

    it('applies the login form rules', async () => {
      const response = await shop.api
        .post('/api/user/login')
        .send({ email: 'sara@example.com', password: '123' })
        .expect(400);
      expect(response.body.message).toBe(VALIDATION.loginPassword);
    });

    it('logs out, after which the token is dead', async () => {
      const user = await loggedInUser(shop);
      const response = await shop.api.put('/api/user/logout').set('token', user.token).expect(200);
      expect(response.body).toEqual({ message: 'Logged out successfully.' });
      const again = await shop.api.put('/api/user/logout').set('token', user.token).expect(401);
      expect(again.body).toEqual({
        statusCode: 401,
        code: 'SESSION_ENDED',
        message: 'Your session has ended. Please log in again.',
      });
    });

    it('keeps other sessions of the same user alive on logout', async () => {
      const user = await loggedInUser(shop);
      const second = await login(shop, user.email, user.password);
      await shop.api.put('/api/user/logout').set('token', user.token).expect(200);
      await shop.api.put('/api/user/logout').set('token', second).expect(200);
    });
  });

  describe('tokens', () => {
    it('are read from the token header or Authorization: Bearer, the scheme in any case', async () => {
      for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
        const user = await loggedInUser(shop);
        await shop.api
          .put('/api/user/logout')
          .set('Authorization', `${scheme} ${user.token}`)
          .expect(200);
      }
    });

    it('refuse missing, garbage, forged and expired tokens with 401', async () => {
      const user = await loggedInUser(shop);
      const claims = new JwtService({ secret: JWT_SECRET }).decode(user.token) as {
        sub: string;
        sid: string;
      };
      const forged = new JwtService({ secret: 'another-secret-of-at-least-32-characters' }).sign({
        sub: claims.sub,
        sid: claims.sid,
      });
      const expired = new JwtService({ secret: JWT_SECRET }).sign(
        { sub: claims.sub, sid: claims.sid },
        { expiresIn: -10 },
      );
      const missing = await shop.api.put('/api/user/logout').expect(401);
      expect(missing.body).toEqual({
        statusCode: 401,
        code: 'LOGIN_REQUIRED',
        message: 'Please log in first.',
      });
      for (const token of ['garbage', forged, expired]) {
        await shop.api.put('/api/user/logout').set('token', token).expect(401);
      }
      await shop.api.put('/api/user/logout').set('token', user.token).expect(200);
    });
  });

  describe('admin routes', () => {
    it('refuse visitors with 401 and users with 403', async () => {
      await shop.api.get('/api/user/allUsers').expect(401);
      const user = await loggedInUser(shop);
      const response = await shop.api
        .get('/api/user/allUsers')
        .set('token', user.token)
        .expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'ADMIN_ONLY',
        message: 'Only admins may do this.',
      });
      await shop.api
        .delete(`/api/user/deleteUser/${'a'.repeat(24)}`)
        .set('token', user.token)
        .expect(403);
    });

    it('read the role from the database, not from the token', async () => {
      const user = await loggedInUser(shop);
      await users().updateOne({ email: user.email }, { $set: { role: 'admin' } });
      await shop.api.get('/api/user/allUsers').set('token', user.token).expect(200);
      await users().updateOne({ email: user.email }, { $set: { role: 'user' } });
      await shop.api.get('/api/user/allUsers').set('token', user.token).expect(403);
    });

    it('list users newest first with their public fields, the admin ensured at start included', async () => {
      const adminToken = await login(shop, ADMIN.email, ADMIN.password);
      const someone = await register(shop);
      const response = await shop.api
        .get('/api/user/allUsers')
        .set('token', adminToken)
        .expect(200);
      const [listed] = response.body.users;
      expect(listed).toEqual({
        _id: expect.any(String),
        name: someone.name,
        email: someone.email,
        mobile: someone.mobile,
        role: 'user',
      });
      expect(response.body.users.find((u: { email: string }) => u.email === ADMIN.email).role).toBe(
        'admin',
      );
    });

    it('delete a user with their sessions', async () => {
      const adminToken = await login(shop, ADMIN.email, ADMIN.password);
      const victim = await loggedInUser(shop);
      const { _id } = (await users().findOne({ email: victim.email }))!;
      const response = await shop.api
        .delete(`/api/user/deleteUser/${_id}`)
        .set('token', adminToken)
        .expect(200);
      expect(response.body).toEqual({ message: 'User deleted successfully' });
      expect(await users().countDocuments({ _id })).toBe(0);
      expect(await shop.connection.collection('sessions').countDocuments({ userId: _id })).toBe(0);
      await shop.api.put('/api/user/logout').set('token', victim.token).expect(401);
      await shop.api.delete(`/api/user/deleteUser/${_id}`).set('token', adminToken).expect(404);
      await shop.api.delete('/api/user/deleteUser/not-an-id').set('token', adminToken).expect(400);
    });

    it('refuse to delete the last admin', async () => {
      const adminToken = await login(shop, ADMIN.email, ADMIN.password);
      const admin = (await users().findOne({ email: ADMIN.email }))!;
      const response = await shop.api
        .delete(`/api/user/deleteUser/${admin._id}`)
        .set('token', adminToken)
        .expect(409);
      expect(response.body.message).toBe('The last admin cannot be deleted.');
      expect(await users().countDocuments({ _id: admin._id })).toBe(1);
    });
  });

  describe('password reset', () => {
    const requestCode = async (email: string) => {
      const response = await shop.api.patch('/api/user/forget_code').send({ email }).expect(200);
      expect(response.body).toEqual({ message: 'You can reset your password now' });
      const mail = await inbox.lastMailTo(email);
      return /: (\d{6})/.exec(mail.text!)![1];
    };

    it('answers alike for an unknown email and mails nothing', async () => {
      const before = inbox.mails.length;
      const response = await shop.api
        .patch('/api/user/forget_code')
        .send({ email: 'ghost@example.com' })
        .expect(200);
      expect(response.body).toEqual({ message: API_MESSAGES.codeSent });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(inbox.mails.length).toBe(before);
    });

    it('greets a user who reads Arabic in Arabic first, subject and body', async () => {
      const account = await loggedInUser(shop);
      await shop.api
        .put('/api/user/language')
        .set('token', account.token)
        .send({ language: 'ar' })
        .expect(200);
      const code = await requestCode(account.email);
      const mail = await inbox.lastMailTo(account.email);
      expect(mail.subject).toMatch(new RegExp(`^${SHOP_NAME_AR}: رمز إعادة تعيين كلمة المرور`));
      expect(mail.text).toMatch(new RegExp(`^مرحباً ${account.name}،`));
      expect(mail.text!.indexOf('رمز إعادة تعيين')).toBeLessThan(mail.text!.indexOf('Hello'));
      expect(mail.text).toContain(`password reset code is: ${code}`);
    });

    it('mails a 6-digit code in English and Arabic, as text and HTML, and keeps only its hash', async () => {
      const account = await register(shop);
      const code = await requestCode(account.email);
      const mail = await inbox.lastMailTo(account.email);
      expect(mail.from!.value).toEqual([{ name: 'Shop', address: 'shop@test.local' }]);
      expect(mail.text).toContain(`password reset code is: ${code}`);
      expect(mail.text).toContain('رمز إعادة تعيين كلمة المرور');
      expect(mail.html).toContain(code);
      expect(mail.html).toContain('dir="rtl"');
      const stored = await users().findOne({ email: account.email });
      expect(stored!.passwordReset.codeHash).not.toContain(code);
      expect(stored!.passwordReset.expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    });

    it('resets the password with the code, ends every session, and uses the code up', async () => {
      const user = await loggedInUser(shop);
      const code = await requestCode(user.email);
      const response = await shop.api
        .put('/api/user/reset_password')
        .send({ email: user.email, code, password: 'brand-new-1' })
        .expect(200);
      expect(response.body).toEqual({ message: 'Try to login now' });
      await shop.api.put('/api/user/logout').set('token', user.token).expect(401);
      await shop.api
        .post('/api/user/login')
        .send({ email: user.email, password: user.password })
        .expect(401);
      await login(shop, user.email, 'brand-new-1');
      const reused = await shop.api
        .put('/api/user/reset_password')
        .send({ email: user.email, code, password: 'another-one-1' })
        .expect(400);
      expect(reused.body).toEqual({
        statusCode: 400,
        code: 'RESET_CODE_INVALID',
        message: 'The code is wrong or has expired.',
      });
    });

    it('refuses a wrong code and an expired one', async () => {
      const account = await register(shop);
      const code = await requestCode(account.email);
      const wrong = code === '000000' ? '000001' : '000000';
      await shop.api
        .put('/api/user/reset_password')
        .send({ email: account.email, code: wrong, password: 'brand-new-1' })
        .expect(400);
      await users().updateOne(
        { email: account.email },
        { $set: { 'passwordReset.expiresAt': new Date(Date.now() - 1000) } },
      );
      await shop.api
        .put('/api/user/reset_password')
        .send({ email: account.email, code, password: 'brand-new-1' })
        .expect(400);
      await login(shop, account.email, account.password);
    });

    it('voids the code after 5 wrong tries', async () => {
      const account = await register(shop);
      const code = await requestCode(account.email);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i += 1) {
        await shop.api
          .put('/api/user/reset_password')
          .send({ email: account.email, code: wrong, password: 'brand-new-1' })
          .expect(400);
      }
      await shop.api
        .put('/api/user/reset_password')
        .send({ email: account.email, code, password: 'brand-new-1' })
        .expect(400);
      await login(shop, account.email, account.password);
    });

    it('checks the new password like registration does', async () => {
      const response = await shop.api
        .put('/api/user/reset_password')
        .send({ email: 'sara@example.com', code: '123456', password: '123' })
        .expect(400);
      expect(response.body.message).toBe(VALIDATION.passwordMin);
    });
  });

  describe('rate limits', () => {
    it('allow normal use: a few logins in a row', async () => {
      const account = await register(shop);
      for (let i = 0; i < 5; i += 1) await login(shop, account.email, account.password);
    });

    it('lock an email after 10 failed logins, with Retry-After, and leave other emails alone', async () => {
      const account = await register(shop);
      for (let i = 0; i < 10; i += 1) {
        await shop.api
          .post('/api/user/login')
          .send({ email: account.email, password: 'wrong-pass' })
          .expect(401);
      }
      const locked = await shop.api
        .post('/api/user/login')
        .send({ email: account.email, password: account.password })
        .expect(429);
      expect(locked.body.statusCode).toBe(429);
      expect(locked.body.message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      const other = await register(shop);
      await login(shop, other.email, other.password);
    });
  });

  it('never answers a password hash or a reset code', async () => {
    const joined = answers.join('\n');
    expect(answers.length).toBeGreaterThan(50);
    expect(joined).not.toMatch(/\$2[aby]\$\d\d\$/);
    expect(joined).not.toMatch(/passwordHash|codeHash|passwordReset/);
    for (const mail of inbox.mails) {
      const code = /: (\d{6})/.exec(mail.text!)![1];
      expect(joined).not.toContain(code);
    }
  });
});

describe('per-client rate limit on login and reset calls', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ AUTH_MAX_REQUESTS_PER_MINUTE: '3' });
  });
  afterAll(() => shop.close());

  it('refuses the client once its calls per minute are used up, whatever the email', async () => {
    await shop.api.patch('/api/user/forget_code').send({ email: 'a@example.com' }).expect(200);
    await shop.api
      .post('/api/user/login')
      .send({ email: 'b@example.com', password: 'secret12' })
      .expect(401);
    await shop.api
      .put('/api/user/reset_password')
      .send({ email: 'c@example.com', code: '1', password: 'secret12' })
      .expect(400);
    const refused = await shop.api
      .post('/api/user/login')
      .send({ email: 'd@example.com', password: 'secret12' })
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await shop.api.post('/api/user/register').send(newAccount()).expect(201);
  });
});
