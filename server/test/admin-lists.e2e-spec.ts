import { Types } from 'mongoose';
import { orderReferences } from '../src/migrations/004-order-references';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { png } from './support/images';
import { addToCart, placeOrder } from './support/orders';
import { carHistoriesAndAnsweredMarks } from '../src/migrations/009-car-histories-and-answered-marks';

/** The back office's lists: paged, searched and filtered on the server. */
describe('admin lists', () => {
  let shop: TestApp;
  let admin: string;
  let brakes: string;
  let filters: string;
  /** Two shoppers with one order each: Noura's (shipped) newer than Omar's. */
  let noura: { email: string; mobile: string };
  let nouraOrder: string;
  let omarOrder: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    brakes = (await createCategory(shop, admin, 'Brakes'))._id;
    filters = (await createCategory(shop, admin, 'Filters'))._id;
    const pads = await addProduct(shop, admin, {
      category: brakes,
      name: 'Ceramic brake pads',
      agency: 'Toyota',
      model: 'Camry',
    });
    await addProduct(shop, admin, { category: brakes, name: 'Brake discs', agency: 'Hyundai' });
    await addProduct(shop, admin, { category: filters, name: 'Oil filter', agency: 'Toyota' });

    const omar = await loggedInUser(shop, { name: 'Omar Qahtani' });
    await addToCart(shop, omar.token, { productId: pads._id, quantity: 1 });
    omarOrder = (await placeOrder(shop, omar.token)).order._id;
    const nouraUser = await loggedInUser(shop, { name: 'Noura Al Harbi' });
    noura = nouraUser;
    await addToCart(shop, nouraUser.token, { productId: pads._id, quantity: 2 });
    nouraOrder = (await placeOrder(shop, nouraUser.token)).order._id;
    await shop.api
      .put(`/api/order/updateOreder/${nouraOrder}`)
      .set('token', admin)
      .send({ shippingStatus: 'shipped' })
      .expect(200);
  });
  afterAll(() => shop.close());

  const get = (path: string) => shop.api.get(path).set('token', admin);
  const numberOf = (id: string) => id.slice(-8).toUpperCase();

  describe('orders', () => {
    const ids = async (query: string) => {
      const { body } = await get(`/api/order/allOrders?${query}`).expect(200);
      return (body.orders as { _id: string }[]).map((order) => order._id);
    };

    it('answers every order, newest first, with its customer, without any parameter', async () => {
      const { body } = await get('/api/order/allOrders').expect(200);
      expect(body.total).toBeUndefined();
      expect(body.orders.map((order: { _id: string }) => order._id)).toEqual([
        nouraOrder,
        omarOrder,
      ]);
      expect(body.orders[0].user).toEqual({
        _id: expect.any(String),
        name: 'Noura Al Harbi',
        email: noura.email,
        mobile: noura.mobile,
      });
      expect(body.orders[0].createdAt).toEqual(expect.any(String));
    });

    it('finds an order by its number, with or without #, or by its start', async () => {
      expect(await ids(`search=${encodeURIComponent(`#${numberOf(omarOrder)}`)}`)).toEqual([
        omarOrder,
      ]);
      expect(await ids(`search=${numberOf(nouraOrder).toLowerCase()}`)).toEqual([nouraOrder]);
      expect(await ids(`search=${omarOrder}`)).toEqual([omarOrder]);
    });

    it("finds orders by the customer's name, email or mobile", async () => {
      expect(await ids('search=noura')).toEqual([nouraOrder]);
      expect(await ids('search=harbi')).toEqual([nouraOrder]);
      expect(await ids(`search=${encodeURIComponent(noura.email.toUpperCase())}`)).toEqual([
        nouraOrder,
      ]);
      expect(await ids(`search=${encodeURIComponent(noura.mobile)}`)).toEqual([nouraOrder]);
      expect(await ids('search=nobody')).toEqual([]);
    });

    it('numbers orders saved before they carried their number, at start', async () => {
      const orders = shop.connection.collection('orders');
      await orders.updateOne({ _id: new Types.ObjectId(omarOrder) }, { $unset: { reference: 1 } });
      expect(await ids(`search=${numberOf(omarOrder)}`)).toEqual([]);
      await orderReferences.run(shop.connection);
      expect(await ids(`search=${numberOf(omarOrder)}`)).toEqual([omarOrder]);
    });

    it('takes regex characters in a search literally', async () => {
      expect(await ids(`search=${encodeURIComponent('.*')}`)).toEqual([]);
      expect(await ids(`search=${encodeURIComponent('(')}`)).toEqual([]);
    });

    it('filters by payment and shipping status and by Saudi days', async () => {
      expect(await ids('shippingStatus=shipped')).toEqual([nouraOrder]);
      expect(await ids('shippingStatus=pending&paymentStatus=initiated')).toEqual([omarOrder]);
      expect(await ids('paymentStatus=paid')).toEqual([]);
      const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
      expect(await ids(`from=${today}&to=${today}`)).toEqual([nouraOrder, omarOrder]);
      expect(await ids('to=2020-01-01')).toEqual([]);
    });

    it('pages the filtered list with its total', async () => {
      const { body } = await get('/api/order/allOrders?from=2020-01-01&page=2&limit=1').expect(200);
      expect(body.total).toBe(2);
      expect(body.orders.map((order: { _id: string }) => order._id)).toEqual([omarOrder]);
    });

    it.each([
      ['paymentStatus=done', 'STATUS_INVALID'],
      ['shippingStatus=lost', 'STATUS_INVALID'],
      ['from=2026-02-30', 'DATE_INVALID'],
      ['to=yesterday', 'DATE_INVALID'],
      ['from=2026-03-02&to=2026-03-01', 'DATE_RANGE_REVERSED'],
      [`search=${'x'.repeat(101)}`, 'TEXT_TOO_LONG'],
      ['search=a&search=b', 'TEXT_INVALID'],
      ['limit=101', 'VALUE_TOO_LARGE'],
    ])('refuses %s with a 400 and a code', async (query, code) => {
      const { body } = await get(`/api/order/allOrders?${query}`).expect(400);
      expect(body.code).toBe(code);
    });

    it('names the day that is wrong, and a reversed range on to', async () => {
      const errorCodes = async (query: string) =>
        (await get(`/api/order/allOrders?${query}`).expect(400)).body.errorCodes;
      expect(await errorCodes('from=2026-03-02&to=2026-03-01')).toEqual({
        to: ['DATE_RANGE_REVERSED'],
      });
      expect(await errorCodes('from=2026-13-01&to=2026-03-01')).toEqual({
        from: ['DATE_INVALID'],
      });
      expect(await errorCodes('from=2026-03-02&to=2026-02-30')).toEqual({ to: ['DATE_INVALID'] });
    });
  });

  describe('products', () => {
    const names = async (query: string) => {
      const { body } = await get(`/api/product/getAllProducts?${query}`).expect(200);
      return (body.products as { name: string }[]).map((product) => product.name);
    };

    it('searches by name, category, brand and model, and pages', async () => {
      expect(await names('keywords=brake')).toEqual(['Brake discs', 'Ceramic brake pads']);
      expect(await names(`category=${filters}`)).toEqual(['Oil filter']);
      expect(await names('brand=Toyota')).toEqual(['Oil filter', 'Ceramic brake pads']);
      expect(await names(`brand=Toyota&category=${brakes}&model=Camry`)).toEqual([
        'Ceramic brake pads',
      ]);
      const { body } = await get('/api/product/getAllProducts?brand=Toyota&limit=1').expect(200);
      expect(body.total).toBe(2);
      expect(body.products).toHaveLength(1);
    });

    it('refuses a category that is not an id', async () => {
      const { body } = await get('/api/product/getAllProducts?category=brakes').expect(400);
      expect(body.code).toBe('CATEGORY_INVALID');
    });
  });

  describe('users', () => {
    const emails = async (query: string) => {
      const { body } = await get(`/api/user/allUsers?${query}`).expect(200);
      return (body.users as { email: string }[]).map((user) => user.email);
    };

    it('searches by name, email or mobile, and pages', async () => {
      expect(await emails('search=noura')).toEqual([noura.email]);
      expect(await emails(`search=${encodeURIComponent(noura.mobile)}`)).toEqual([noura.email]);
      expect(await emails(`search=${noura.email.slice(0, 10)}`)).toEqual([noura.email]);
      const { body } = await get('/api/user/allUsers?page=1&limit=2').expect(200);
      expect(body.total).toBe(3);
      expect(body.users).toHaveLength(2);
    });
  });

  it('pages cars and messages', async () => {
    const cars = await get('/api/car/allCars?page=1&limit=5').expect(200);
    expect(cars.body).toEqual({ message: 'Cars retrieved successfully.', cars: [], total: 0 });
    await shop.api
      .post('/api/message/addMessage')
      .send({ name: 'Sara', email: 'sara@example.com', description: 'Do you ship to Abha?' })
      .expect(201);
    const messages = await get('/api/message?page=1&limit=5').expect(200);
    expect(messages.body.total).toBe(1);
    expect(messages.body.messages).toHaveLength(1);
    await get('/api/message?page=0').expect(400);
  });

  describe('cars', () => {
    /** Rania's Camry (by its details) and Omar's Honda (by its VIN), Omar's the newer. */
    let camry: string;
    let honda: string;
    const registerCar = async (token: string, fields: Record<string, string>) => {
      const request = shop.api.post('/api/car/registerUserCar').set('token', token);
      for (const [name, value] of Object.entries(fields)) request.field(name, value);
      const { body } = await request.attach('logo', png(), 'logo.png').expect(201);
      return body.car._id as string;
    };
    const carIds = async (query: string) => {
      const { body } = await get(`/api/car/allCars?${query}`).expect(200);
      return (body.cars as { _id: string }[]).map((car) => car._id);
    };

    beforeAll(async () => {
      const rania = await loggedInUser(shop, { name: 'Rania Saleh' });
      camry = await registerCar(rania.token, {
        mileage: '42000',
        model: 'Camry',
        year: '2020',
        agency: 'Toyota',
        warranty: 'true',
      });
      const omar = await loggedInUser(shop, { name: 'Omar Saleh Otaibi' });
      honda = await registerCar(omar.token, { mileage: '1000', engineNumber: '1HGCM82633A004352' });
    });

    it("answers each car's owner", async () => {
      const { body } = await get('/api/car/allCars?search=rania').expect(200);
      expect(body.cars).toHaveLength(1);
      expect(body.cars[0].userId).toEqual({
        _id: expect.any(String),
        name: 'Rania Saleh',
        email: expect.any(String),
      });
    });

    it("finds cars by VIN start, make, model, or the owner's name or email", async () => {
      expect(await carIds('search=1hgcm8')).toEqual([honda]);
      expect(await carIds('search=toyota')).toEqual([camry]);
      expect(await carIds('search=cam')).toEqual([camry]);
      // The maker the shop read from the VIN.
      expect(await carIds('search=honda')).toEqual([honda]);
      expect(await carIds('search=saleh')).toEqual([honda, camry]);
      expect(await carIds('search=nobody')).toEqual([]);
      expect(await carIds(`search=${encodeURIComponent('.*')}`)).toEqual([]);
    });

    it('pages the found cars with their total', async () => {
      const { body } = await get('/api/car/allCars?search=saleh&page=2&limit=1').expect(200);
      expect(body.total).toBe(2);
      expect(body.cars.map((car: { _id: string }) => car._id)).toEqual([camry]);
    });

    it.each([
      [`search=${'x'.repeat(101)}`, 'TEXT_TOO_LONG'],
      ['search=a&search=b', 'TEXT_INVALID'],
    ])('refuses %s with a 400 and a code', async (query, code) => {
      const { body } = await get(`/api/car/allCars?${query}`).expect(400);
      expect(body.code).toBe(code);
    });
  });

  describe('messages', () => {
    let abha: string;
    let jeddah: string;
    const send = async (name: string, email: string, description: string) => {
      await shop.api.post('/api/message/addMessage').send({ name, email, description }).expect(201);
      const { body } = await get(`/api/message?search=${encodeURIComponent(email)}`).expect(200);
      return body.messages[0]._id as string;
    };
    const messageIds = async (query: string) => {
      const { body } = await get(`/api/message?${query}`).expect(200);
      return (body.messages as { _id: string }[]).map((message) => message._id);
    };
    const mark = (id: string, answered: unknown, token = admin) =>
      shop.api.put(`/api/message/answered/${id}`).set('token', token).send({ answered });

    beforeAll(async () => {
      await shop.connection.collection('contactmessages').deleteMany({});
      abha = await send('Huda Zahrani', 'huda@example.com', 'Do you ship to Abha?');
      jeddah = await send('Faisal', 'faisal@example.com', 'Brake pads for a Patrol in Jeddah');
    });

    it('are not answered until an admin marks them, and can be unmarked', async () => {
      const { body } = await get('/api/message').expect(200);
      expect(body.messages.map((message: { answered: boolean }) => message.answered)).toEqual([
        false,
        false,
      ]);
      expect((await mark(abha, true).expect(200)).body).toEqual({
        message: 'Message marked as answered.',
        _id: abha,
        answered: true,
      });
      expect(await messageIds('answered=true')).toEqual([abha]);
      expect(await messageIds('answered=false')).toEqual([jeddah]);
      expect((await mark(abha, false).expect(200)).body.message).toBe(
        'Message marked as not answered.',
      );
      expect(await messageIds('answered=true')).toEqual([]);
    });

    it('counts a message kept before the mark existed as not answered (migration 009)', async () => {
      await shop.connection
        .collection('contactmessages')
        .updateOne({ _id: new Types.ObjectId(jeddah) }, { $unset: { answered: 1 } });
      expect(await carHistoriesAndAnsweredMarks.run(shop.connection)).toBeGreaterThanOrEqual(1);
      const { body } = await get('/api/message?answered=false&page=1&limit=5').expect(200);
      expect(body.total).toBe(2);
      expect(body.messages.find((m: { _id: string }) => m._id === jeddah).answered).toBe(false);
    });

    it("finds messages by a word of the name or text, or the email's start", async () => {
      expect(await messageIds('search=zahr')).toEqual([abha]);
      expect(await messageIds('search=patrol')).toEqual([jeddah]);
      expect(await messageIds('search=FAISAL%40EX')).toEqual([jeddah]);
      expect(await messageIds('search=ship&answered=false')).toEqual([abha]);
      expect(await messageIds('search=hip')).toEqual([]);
      expect(await messageIds(`search=${encodeURIComponent('(')}`)).toEqual([]);
    });

    it('lets only admins mark, a message that exists, with true or false', async () => {
      const user = await loggedInUser(shop);
      await mark(abha, true, user.token).expect(403);
      await shop.api.put(`/api/message/answered/${abha}`).send({ answered: true }).expect(401);
      await mark(new Types.ObjectId().toString(), true).expect(404);
      await mark('not-an-id', true).expect(400);
      for (const answered of ['yes', 'true', 1, null, undefined]) {
        expect((await mark(abha, answered).expect(400)).body.code).toBe('BOOLEAN_INVALID');
      }
      expect((await get('/api/message?answered=maybe').expect(400)).body.code).toBe(
        'BOOLEAN_INVALID',
      );
    });
  });
});
