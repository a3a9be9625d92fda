import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory, createPackage } from './support/catalog';

describe('cart and contact messages', () => {
  let shop: TestApp;
  let admin: string;
  let oil: { _id: string };
  let pads: { _id: string };
  let service: { _id: string };

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Cart things'))._id;
    oil = await addProduct(shop, admin, { category, name: 'Engine oil', price: '10.10' });
    pads = await addProduct(shop, admin, { category, name: 'Brake pads', price: '20.20' });
    service = await createPackage(shop, admin, {
      name: '10,000 km',
      mileage: 10000,
      price: 300,
      productIds: [oil._id],
    });
  });
  afterAll(() => shop.close());

  const cartOf = async (token: string) =>
    (await shop.api.get('/api/cart/getCartWithTotalPrice').set('token', token).expect(200)).body;

  describe('cart', () => {
    it('starts empty: 200 with no items and total 0', async () => {
      const user = await loggedInUser(shop);
      expect(await cartOf(user.token)).toEqual({
        message: 'Cart fetched successfully.',
        // The documented fields, and the promotions' beside them (issue 27).
        cart: { items: [], subtotal: 0, discounts: [], totalPrice: 0 },
      });
    });

    it('adds products and packages, raising quantities, at catalog prices whatever the client sends', async () => {
      const user = await loggedInUser(shop);
      const add = (body: object) =>
        shop.api.post('/api/cart/addToCart').set('token', user.token).send(body);
      const added = await add({ productId: oil._id, quantity: 1, price: 0.01 }).expect(201);
      expect(added.body).toEqual({ message: 'Item(s) added to cart.' });
      await add({ productId: oil._id, quantity: 2 }).expect(201);
      await add({ packageId: service._id }).expect(201);
      const { cart } = await cartOf(user.token);
      expect(cart.items).toEqual([
        {
          productId: expect.objectContaining({ _id: oil._id, name: 'Engine oil', price: 10.1 }),
          quantity: 3,
          price: 30.3,
        },
        {
          packageId: expect.objectContaining({ _id: service._id, name: '10,000 km', price: 300 }),
          quantity: 1,
          price: 300,
        },
      ]);
      expect(cart.totalPrice).toBe(330.3);
    });

    it('refuses unknown items (404), bad quantities and ambiguous lines (400), and visitors (401)', async () => {
      const user = await loggedInUser(shop);
      const add = (body: object) =>
        shop.api.post('/api/cart/addToCart').set('token', user.token).send(body);
      await add({ productId: '0'.repeat(24) }).expect(404);
      await add({ packageId: '0'.repeat(24) }).expect(404);
      await add({ productId: oil._id, quantity: 0 }).expect(400);
      await add({ productId: oil._id, quantity: 1.5 }).expect(400);
      const both = await add({ productId: oil._id, packageId: service._id }).expect(400);
      expect(both.body.message).toBe('Send either productId or packageId.');
      const neither = await add({}).expect(400);
      expect(neither.body.code).toBe('CART_ONE_ITEM');
      // An id that is no id is said to be so, whatever shape it takes.
      for (const productId of ['zzz', { $ne: null }, [oil._id]]) {
        const malformed = await add({ productId }).expect(400);
        expect(malformed.body.errorCodes).toEqual({ productId: ['ID_INVALID'] });
      }
      await shop.api.post('/api/cart/addToCart').send({ productId: oil._id }).expect(401);
      expect((await cartOf(user.token)).cart.items).toEqual([]);
    });

    it('loses nothing to twenty parallel adds', async () => {
      const user = await loggedInUser(shop);
      await Promise.all(
        Array.from({ length: 20 }, () =>
          shop.api
            .post('/api/cart/addToCart')
            .set('token', user.token)
            .send({ productId: pads._id, quantity: 1 })
            .expect(201),
        ),
      );
      const { cart } = await cartOf(user.token);
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0].quantity).toBe(20);
      expect(cart.totalPrice).toBe(404);
    });

    it('updates quantities (at least 1) and removes lines; other carts are untouched', async () => {
      const user = await loggedInUser(shop);
      const other = await loggedInUser(shop);
      for (const token of [user.token, other.token]) {
        await shop.api
          .post('/api/cart/addToCart')
          .set('token', token)
          .send({ productId: oil._id })
          .expect(201);
      }
      const updated = await shop.api
        .put('/api/cart/updateCart')
        .set('token', user.token)
        .send({ productId: oil._id, quantity: 4 })
        .expect(200);
      expect(updated.body.message).toBe('Cart updated successfully.');
      await shop.api
        .put('/api/cart/updateCart')
        .set('token', user.token)
        .send({ productId: oil._id, quantity: 0 })
        .expect(400);
      await shop.api
        .put('/api/cart/updateCart')
        .set('token', user.token)
        .send({ productId: pads._id, quantity: 2 })
        .expect(404);
      expect((await cartOf(user.token)).cart.items[0]).toMatchObject({ quantity: 4, price: 40.4 });
      expect((await cartOf(other.token)).cart.items[0]).toMatchObject({ quantity: 1 });

      const removed = await shop.api
        .delete('/api/cart/removeCart')
        .set('token', user.token)
        .send({ productId: oil._id })
        .expect(200);
      expect(removed.body).toEqual({ message: 'Item(s) removed from cart successfully.' });
      await shop.api
        .delete('/api/cart/removeCart')
        .set('token', user.token)
        .send({ productId: oil._id })
        .expect(404);
      expect((await cartOf(user.token)).cart).toEqual({
        items: [],
        subtotal: 0,
        discounts: [],
        totalPrice: 0,
      });
      expect((await cartOf(other.token)).cart.items).toHaveLength(1);
    });

    it('drops lines whose product is deleted, and goes with its user', async () => {
      const category = (await createCategory(shop, admin, 'Short-lived'))._id;
      const doomed = await addProduct(shop, admin, { category, name: 'Doomed part', price: '5' });
      const user = await loggedInUser(shop);
      await shop.api
        .post('/api/cart/addToCart')
        .set('token', user.token)
        .send({ productId: doomed._id })
        .expect(201);
      await shop.api
        .post('/api/cart/addToCart')
        .set('token', user.token)
        .send({ productId: oil._id })
        .expect(201);
      // Another shopper's cart, without the product, is left as it is: its version (which an
      // order being paid was built from) does not move.
      const other = await loggedInUser(shop);
      await shop.api
        .post('/api/cart/addToCart')
        .set('token', other.token)
        .send({ productId: oil._id })
        .expect(201);
      const otherUser = await shop.connection.collection('users').findOne({ email: other.email });
      const versionOfOther = async () =>
        (await shop.connection.collection('carts').findOne({ userId: otherUser!._id }))!.version;
      const before = await versionOfOther();
      await shop.api
        .delete(`/api/product/deleteProduct/${doomed._id}`)
        .set('token', admin)
        .expect(200);
      expect(await versionOfOther()).toBe(before);
      const { cart } = await cartOf(user.token);
      expect(
        cart.items.map((item: { productId: { name: string } }) => item.productId.name),
      ).toEqual(['Engine oil']);
      expect(cart.totalPrice).toBe(10.1);

      const { _id } = (await shop.connection.collection('users').findOne({ email: user.email }))!;
      await shop.api.delete(`/api/user/deleteUser/${_id}`).set('token', admin).expect(200);
      expect(await shop.connection.collection('carts').countDocuments({ userId: _id })).toBe(0);
    });
  });

  describe('contact messages', () => {
    it('are sent without login and read and deleted by admins', async () => {
      const sent = await shop.api
        .post('/api/message/addMessage')
        .send({ name: 'Sara', email: 'sara@example.com', description: 'Do you ship to Abha?' })
        .expect(201);
      expect(sent.body).toEqual({ message: 'Message Sent successfully' });
      const user = await loggedInUser(shop);
      await shop.api.get('/api/message').set('token', user.token).expect(403);
      await shop.api.get('/api/message').expect(401);
      const list = await shop.api.get('/api/message').set('token', admin).expect(200);
      const message = list.body.messages.find(
        (m: { description: string }) => m.description === 'Do you ship to Abha?',
      );
      expect(message).toMatchObject({ name: 'Sara', email: 'sara@example.com' });
      await shop.api
        .delete(`/api/message/deleteMessage/${message._id}`)
        .set('token', user.token)
        .expect(403);
      const deleted = await shop.api
        .delete(`/api/message/deleteMessage/${message._id}`)
        .set('token', admin)
        .expect(200);
      expect(deleted.body).toEqual({ message: 'Message Deleted Successfully' });
      await shop.api
        .delete(`/api/message/deleteMessage/${message._id}`)
        .set('token', admin)
        .expect(404);
    });

    it('are checked and bounded in size', async () => {
      const response = await shop.api
        .post('/api/message/addMessage')
        .send({ name: 'Sara', email: 'not-an-email', description: 'x' })
        .expect(400);
      expect(response.body.message).toBe('Email is not matched, Please try again!');
      await shop.api
        .post('/api/message/addMessage')
        .send({ name: 'Sara', email: 'sara@example.com', description: 'x'.repeat(5001) })
        .expect(400);
    });

    it('are rate-limited per client', async () => {
      const send = () =>
        shop.api
          .post('/api/message/addMessage')
          .send({ name: 'Spam', email: 'spam@example.com', description: 'Buy now' });
      let last = 201;
      for (let i = 0; i < 12 && last !== 429; i += 1) last = (await send()).status;
      expect(last).toBe(429);
    });
  });
});
