import { DELETED_CUSTOMER_PLACEHOLDER } from '@shop/shared';
import { ADMIN, ADMIN_ENV, loggedInUser, login, register } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { nationalAddress } from './support/delivery';
import { png } from './support/images';
import { orderRequest } from './support/orders';
import { SmtpInbox } from './support/smtp-inbox';

/**
 * An account's calls racing one another: requests of the same token, or of two sessions, that
 * passed the login check together. Each race is run for several rounds, as one round may miss
 * its window.
 */
describe('accounts under concurrent calls', () => {
  let shop: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = new SmtpInbox();
    shop = await startTestApp({
      ...ADMIN_ENV,
      SMTP_URL: await inbox.start(),
      MAIL_FROM: 'Shop <shop@test.local>',
      // Every round logs in: more calls a minute from this one client than a person makes.
      AUTH_MAX_REQUESTS_PER_MINUTE: '1000',
      // Two password checks at once, as on a server with more room, so that the calls checking
      // one race each other rather than wait their turn.
      PASSWORD_HASH_CONCURRENCY: '2',
    });
  });
  afterAll(async () => {
    await shop.close();
    await inbox.stop();
  });

  const idOf = async (email: string) =>
    (await shop.connection.collection('users').findOne({ email }))!._id;

  describe("an account's deletion", () => {
    const ROUNDS = 6;
    let productId: string;
    let soldOutId: string;

    beforeAll(async () => {
      const admin = await adminToken(shop);
      const category = (await createCategory(shop, admin, 'Deletion races'))._id;
      productId = (await addProduct(shop, admin, { category, name: 'Air filter' }))._id;
      soldOutId = (await addProduct(shop, admin, { category, name: 'Rare part', stock: '0' }))._id;
    });

    interface Shopper {
      token: string;
      email: string;
      password: string;
    }
    /**
     * The calls of the shopper's other tabs that may create a document of theirs, each with the
     * refusals it may answer once the account is going: 401, as a deleted account's token is.
     */
    const callsOf = ({ token, email, password }: Shopper) => ({
      login: {
        send: () => shop.api.post('/api/user/login').send({ email, password }),
        refusals: ['401 LOGIN_FAILED'],
      },
      address: {
        send: () =>
          shop.api.post('/api/user/addresses').set('token', token).send(nationalAddress()),
        refusals: ['401 SESSION_ENDED'],
      },
      cart: {
        send: () =>
          shop.api.post('/api/cart/addToCart').set('token', token).send({ productId, quantity: 1 }),
        refusals: ['401 SESSION_ENDED'],
      },
      consent: {
        send: () =>
          shop.api.put('/api/user/me/preferences').set('token', token).send({ offers: true }),
        refusals: ['401 SESSION_ENDED'],
      },
      stockAlert: {
        send: () => shop.api.post(`/api/products/${soldOutId}/notify`).set('token', token),
        refusals: ['401 SESSION_ENDED'],
      },
      car: {
        send: () =>
          shop.api
            .post('/api/car/registerUserCar')
            .set('token', token)
            .field('mileage', '42000')
            .field('model', 'Camry')
            .field('year', '2020')
            .field('agency', 'Toyota')
            .field('warranty', 'true')
            .attach('logo', png(), 'logo.png'),
        refusals: ['401 SESSION_ENDED'],
      },
      order: {
        send: () => shop.api.post('/api/order/addOrder').set('token', token).send(orderRequest()),
        // The deletion may have emptied the cart before the order read it.
        refusals: ['401 SESSION_ENDED', '400 CART_EMPTY'],
      },
    });

    it('leaves nothing of the shopper, whatever their requests in flight write meanwhile', async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const shopper = await loggedInUser(shop);
        const id = await idOf(shopper.email);
        // Something to order, so that placing an order records one.
        await shop.api
          .post('/api/cart/addToCart')
          .set('token', shopper.token)
          .send({ productId, quantity: 1 })
          .expect(201);

        let deleted = false;
        const deletion = (async () => {
          const answer = await shop.api
            .delete('/api/user/me')
            .set('token', shopper.token)
            .send({ password: shopper.password });
          deleted = true;
          return answer;
        })();
        // Each call is made again and again until the deletion has answered.
        const answers = await Promise.all(
          Object.entries(callsOf(shopper)).map(async ([call, { send, refusals }]) => {
            const got: { call: string; status: number; code?: string; refusals: string[] }[] = [];
            while (!deleted) {
              const answer = await send();
              got.push({ call, status: answer.status, code: answer.body.code, refusals });
            }
            return got;
          }),
        );

        expect((await deletion).body).toEqual({ message: 'Your account was deleted.' });
        // Each call was done before the deletion, or refused in the envelope with a code it has.
        for (const { call, status, code, refusals } of answers.flat()) {
          if (status >= 300) {
            expect(refusals.map((refusal) => `${call}: ${refusal}`)).toContain(
              `${call}: ${status} ${code}`,
            );
          }
        }
        const left = (collection: string, filter: object) =>
          shop.connection.collection(collection).countDocuments(filter);
        expect({
          addressBooks: await left('address_books', { _id: id }),
          carts: await left('carts', { userId: id }),
          consents: await left('consents', { _id: id }),
          stockAlerts: await left('stock_alerts', { userId: id }),
          cars: await left('usercars', { userId: id }),
          sessions: await left('sessions', { userId: id }),
          ordersNamingThem: await left('orders', {
            userId: id,
            fullname: { $ne: DELETED_CUSTOMER_PLACEHOLDER },
          }),
        }).toEqual({
          addressBooks: 0,
          carts: 0,
          consents: 0,
          stockAlerts: 0,
          cars: 0,
          sessions: 0,
          ordersNamingThem: 0,
        });
      }
    });
  });

  describe('two admins going at once', () => {
    const ROUNDS = 6;
    const users = () => shop.connection.collection('users');
    type Admin = Awaited<ReturnType<typeof loggedInUser>> & { id: string };
    /** Two new admins, the only ones (admins are made in the database, as the seed makes them). */
    const twoAdmins = async (): Promise<[Admin, Admin]> => {
      const pair = await Promise.all([loggedInUser(shop), loggedInUser(shop)]);
      await users().updateMany({ role: 'admin' }, { $set: { role: 'user' } });
      const ids = await Promise.all(pair.map(async ({ email }) => await idOf(email)));
      await users().updateMany({ _id: { $in: ids } }, { $set: { role: 'admin' } });
      return [
        { ...pair[0], id: ids[0]!.toString() },
        { ...pair[1], id: ids[1]!.toString() },
      ];
    };
    const deleteUser = (by: Admin, whom: Admin) =>
      shop.api.delete(`/api/user/deleteUser/${whom.id}`).set('token', by.token);
    const deleteMe = (admin: Admin) =>
      shop.api.delete('/api/user/me').set('token', admin.token).send({ password: admin.password });

    afterAll(async () => {
      // The file's admin again, for whatever runs after.
      await users().updateOne({ email: ADMIN.email }, { $set: { role: 'admin' } });
    });

    it.each([
      ['each deletes the other', (d: Admin, e: Admin) => [deleteUser(d, e), deleteUser(e, d)]],
      ['both delete themselves', (d: Admin, e: Admin) => [deleteMe(d), deleteMe(e)]],
    ])('leave one admin when %s: one goes, the other is refused', async (_race, race) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [d, e] = await twoAdmins();
        const answers = await Promise.all(race(d, e));
        const outcomes = answers.map((answer) => `${answer.status} ${answer.body.code ?? ''}`);
        // 409 LAST_ADMIN; or, on a machine so busy that the first deletion was done before the
        // second call was let in, 401 for the deleted admin's token.
        expect(outcomes.filter((outcome) => outcome !== '200 ')).toEqual([
          expect.stringMatching(/^(409 LAST_ADMIN|401 SESSION_ENDED)$/),
        ]);
        expect(await users().countDocuments({ role: 'admin' })).toBe(1);
        // The one left is whole: still logged in, as an admin.
        const left = await users().findOne({ role: 'admin' });
        const token = left!._id.toString() === d.id ? d.token : e.token;
        await shop.api.get('/api/user/allUsers').set('token', token).expect(200);
      }
    });
  });

  describe('two password changes at once', () => {
    const ROUNDS = 6;
    const me = (token: string) => shop.api.get('/api/user/me').set('token', token);
    const loginWith = (email: string, password: string) =>
      shop.api.post('/api/user/login').send({ email, password });

    it('from two sessions: one changes it, the other is told its password is no longer current', async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const shopper = await loggedInUser(shop);
        const tokens = [shopper.token, await login(shop, shopper.email, shopper.password)];
        const passwords = ['new-password-x1', 'new-password-y2'];
        const answers = await Promise.all(
          tokens.map((token, index) =>
            shop.api
              .put('/api/user/password')
              .set('token', token)
              .send({ currentPassword: shopper.password, newPassword: passwords[index] }),
          ),
        );

        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
        const winner = answers.findIndex((answer) => answer.status === 200);
        expect(answers[1 - winner]!.body).toMatchObject({
          code: 'CURRENT_PASSWORD_WRONG',
          errorCodes: { currentPassword: ['CURRENT_PASSWORD_WRONG'] },
        });
        // The winner's session goes on, the other ended; only the winner's password opens it.
        await me(tokens[winner]!).expect(200);
        await me(tokens[1 - winner]!).expect(401);
        await loginWith(shopper.email, passwords[winner]!).expect(200);
        await loginWith(shopper.email, passwords[1 - winner]!).expect(401);
        await loginWith(shopper.email, shopper.password).expect(401);
      }
    });

    it('with one reset code: one resets it, the other is told the code is no longer good', async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const shopper = await register(shop);
        await shop.api.patch('/api/user/forget_code').send({ email: shopper.email }).expect(200);
        const code = /: (\d{6})/.exec((await inbox.lastMailTo(shopper.email)).text!)![1];
        const passwords = ['new-password-x1', 'new-password-y2'];
        const answers = await Promise.all(
          passwords.map((password) =>
            shop.api.put('/api/user/reset_password').send({ email: shopper.email, code, password }),
          ),
        );

        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
        const winner = answers.findIndex((answer) => answer.status === 200);
        expect(answers[1 - winner]!.body.code).toBe('RESET_CODE_INVALID');
        await loginWith(shopper.email, passwords[winner]!).expect(200);
        await loginWith(shopper.email, passwords[1 - winner]!).expect(401);
      }
    });

    it("racing the account's deletion: never both done", async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const shopper = await loggedInUser(shop);
        const other = await login(shop, shopper.email, shopper.password);
        const [change, deletion] = await Promise.all([
          shop.api
            .put('/api/user/password')
            .set('token', shopper.token)
            .send({ currentPassword: shopper.password, newPassword: 'new-password-x1' }),
          shop.api.delete('/api/user/me').set('token', other).send({ password: shopper.password }),
        ]);

        const gone =
          (await shop.connection.collection('users').countDocuments({ email: shopper.email })) ===
          0;
        if (deletion.status === 200) {
          // Deleted with the password it was given: the change is refused, as the password it
          // checked is no longer the account's (or, sent a moment later, as its session ended).
          expect(gone).toBe(true);
          expect(['CURRENT_PASSWORD_WRONG', 'SESSION_ENDED']).toContain(change.body.code);
        } else {
          // Changed first: the deletion is refused alike, and the account stays with the new one.
          expect(change.status).toBe(200);
          expect(['CURRENT_PASSWORD_WRONG', 'SESSION_ENDED']).toContain(deletion.body.code);
          expect(gone).toBe(false);
          await loginWith(shopper.email, 'new-password-x1').expect(200);
        }
      }
    });
  });
});
