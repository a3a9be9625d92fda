import { ERROR_CODES } from '@shop/shared';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { nationalAddress } from './support/delivery';
import { addToCart, orderRequest, placeOrder } from './support/orders';

/*
 * /api/openapi.json is what integrators generate clients from: each test reads what the document
 * says of a call and checks the server does exactly that.
 */

interface Schema {
  type?: string;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  nullable?: boolean;
  enum?: unknown[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  required?: string[];
  properties?: Record<string, Schema>;
  $ref?: string;
}
interface Parameter {
  name: string;
  in: string;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
}
interface Document {
  info: { description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const PUBLIC_URL = 'https://shop.example.sa';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('the OpenAPI document', () => {
  let shop: TestApp;
  let document: Document;
  const operation = (method: string, path: string) => document.paths[path][method];
  const parameter = (method: string, path: string, name: string) =>
    operation(method, path).parameters!.find((one) => one.name === name)!;
  const statuses = (method: string, path: string) =>
    Object.keys(operation(method, path).responses).map(Number);
  /**
   * Whether null is valid by `schema` as OpenAPI 3.0.3 reads it: `nullable: true` adds null to the
   * `type` beside it, and only there; every other keyword keeps its veto (a `$ref` to an object
   * refuses null, whatever is said beside it).
   */
  const takesNull = (schema: Schema): boolean => {
    if (schema.$ref) return takesNull(document.components.schemas[schema.$ref.split('/').pop()!]);
    if (schema.type && !schema.nullable) return false;
    if (schema.enum && !schema.enum.includes(null)) return false;
    if (schema.allOf && !schema.allOf.every(takesNull)) return false;
    if (schema.anyOf && !schema.anyOf.some(takesNull)) return false;
    if (schema.oneOf && schema.oneOf.filter(takesNull).length !== 1) return false;
    return true;
  };
  const allOperations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  beforeAll(async () => {
    shop = await startTestApp({ ...ADMIN_ENV, PUBLIC_URL });
    document = (await shop.api.get('/api/openapi.json').expect(200)).body;
  });
  afterAll(() => shop.close());

  it('names the server integrators call: PUBLIC_URL', () => {
    expect(document.servers).toEqual([{ url: PUBLIC_URL }]);
  });

  it('answers addToCart with the status it documents, 201, and documents its 409', async () => {
    const admin = await adminToken(shop);
    const category = await createCategory(shop, admin);
    const scarce = await addProduct(shop, admin, { category: category._id, stock: '1' });
    const shopper = await loggedInUser(shop);

    const added = await addToCart(shop, shopper.token, { productId: scarce._id });
    expect(statuses('post', '/api/cart/addToCart')).toContain(added.status);
    expect(statuses('post', '/api/cart/addToCart')).not.toContain(200);

    const tooMany = await shop.api
      .post('/api/cart/addToCart')
      .set('token', shopper.token)
      .send({ productId: scarce._id })
      .expect(409);
    expect(tooMany.body.code).toBe('ITEM_STOCK_LEFT');
    const tooManyAgain = await shop.api
      .put('/api/cart/updateCart')
      .set('token', shopper.token)
      .send({ productId: scarce._id, quantity: 2 })
      .expect(409);
    expect(tooManyAgain.body.statusCode).toBe(409);
    expect(statuses('put', '/api/cart/updateCart')).toContain(409);
    expect(statuses('post', '/api/order/addOrder')).toContain(409);
  });

  it("documents addOrder's 404 for an address that is not the caller's, and answers it", async () => {
    expect(statuses('post', '/api/order/addOrder')).toContain(404);
    const admin = await adminToken(shop);
    const category = await createCategory(shop, admin, 'Mirrors');
    const mirror = await addProduct(shop, admin, { category: category._id });
    const owner = await loggedInUser(shop);
    const othersAddress = await shop.api
      .post('/api/user/addresses')
      .set('token', owner.token)
      .send(nationalAddress())
      .expect(201);
    const shopper = await loggedInUser(shop);
    await addToCart(shop, shopper.token, { productId: mirror._id });
    const { shippingAddress: _text, ...request } = orderRequest();
    for (const addressId of [othersAddress.body.address._id, 'a'.repeat(24)]) {
      const refused = await shop.api
        .post('/api/order/addOrder')
        .set('token', shopper.token)
        .send({ ...request, addressId })
        .expect(404);
      expect(refused.body.code).toBe('ADDRESS_NOT_FOUND');
    }
  });

  it('documents every error in the JSON envelope, the invoice calls too', async () => {
    const errorSchema = { $ref: '#/components/schemas/ApiErrorDto' };
    // The one page a mail's link opens in a browser says in HTML that the link is not valid.
    const unsubscribePage = operation('get', '/api/unsubscribe/{token}');
    expect(Object.keys(unsubscribePage.responses['400'].content!)).toEqual(['text/html']);
    for (const { path, method, op } of allOperations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || op === unsubscribePage) continue;
        expect({ path, method, status, content: response.content }).toEqual({
          path,
          method,
          status,
          content: { 'application/json': { schema: errorSchema } },
        });
      }
    }
    const invoice = operation('get', '/api/order/myOrders/{id}/invoice');
    expect(Object.keys(invoice.responses['200'].content!)).toEqual(['application/pdf']);

    const shopper = await loggedInUser(shop);
    const unknown = await shop.api
      .get(`/api/order/myOrders/${'a'.repeat(24)}/invoice`)
      .set('token', shopper.token)
      .expect(404)
      .expect('Content-Type', /application\/json/);
    expect(ERROR_CODES).toContain(unknown.body.code);
  });

  it('types stock as a whole number within the bounds the server holds it to', async () => {
    const stock = document.components.schemas.UpdateProductDto.properties!.stock;
    expect(stock).toMatchObject({ type: 'integer', minimum: 0, nullable: true });
    const admin = await adminToken(shop);
    const category = await createCategory(shop, admin, 'Filters');
    const product = await addProduct(shop, admin, { category: category._id });
    const update = (value: unknown) =>
      shop.api
        .put(`/api/product/updateProduct/${product._id}`)
        .set('token', admin)
        .send({ stock: value });
    await update(stock.maximum).expect(200);
    await update(null).expect(200);
    await update(stock.maximum! + 1).expect(400);
    await update(1.5).expect(400);
    await update(stock.minimum! - 1).expect(400);
  });

  it('declares the fields that take null with their type, and the server takes null there', async () => {
    const { schemas } = document.components;
    expect(schemas.UpdateProductDto.properties!.manufacturer).toMatchObject({
      type: 'string',
      nullable: true,
    });
    expect(schemas.UpdateProductDto.properties!.partNumber).toMatchObject({
      type: 'string',
      nullable: true,
    });
    expect(schemas.UpdatePackageDto.properties!.labourPrice).toMatchObject({
      type: 'number',
      nullable: true,
    });
    const admin = await adminToken(shop);
    const category = await createCategory(shop, admin, 'Lamps');
    const product = await addProduct(shop, admin, { category: category._id });
    await shop.api
      .put(`/api/product/updateProduct/${product._id}`)
      .set('token', admin)
      .send({ manufacturer: null, partNumber: null })
      .expect(200);
  });

  it("answers a deleted customer's orders with user: null, which the document takes", async () => {
    const user = document.components.schemas.OrderView.properties!.user;
    expect(takesNull(user)).toBe(true);
    // Still the customer's record when there is one.
    expect(user.anyOf).toContainEqual({ $ref: '#/components/schemas/OrderCustomerView' });
    expect(takesNull({ $ref: '#/components/schemas/OrderCustomerView' })).toBe(false);
    const admin = await adminToken(shop);
    const category = await createCategory(shop, admin, 'Horns');
    const horn = await addProduct(shop, admin, { category: category._id });
    const shopper = await loggedInUser(shop);
    await addToCart(shop, shopper.token, { productId: horn._id });
    const placed = await placeOrder(shop, shopper.token);
    await shop.api
      .delete('/api/user/me')
      .set('token', shopper.token)
      .send({ password: shopper.password })
      .expect(200);
    const { body } = await shop.api.get('/api/order/allOrders').set('token', admin).expect(200);
    const order = (body.orders as { _id: string; user: unknown }[]).find(
      (one) => one._id === placed.order._id,
    );
    expect(order?.user).toBeNull();
  });

  it('takes null, by OpenAPI 3.0 rules, in every field it says nullable', () => {
    const nullable = Object.entries(document.components.schemas).flatMap(([name, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, field]) => field.nullable)
        .map(([field, fieldSchema]) => ({ field: `${name}.${field}`, fieldSchema })),
    );
    // Records (a product's category, a car's owner, an order's customer) as well as values.
    expect(nullable.filter(({ fieldSchema }) => fieldSchema.anyOf).length).toBeGreaterThan(4);
    for (const { field, fieldSchema } of nullable) {
      expect({ field, takesNull: takesNull(fieldSchema) }).toEqual({ field, takesNull: true });
    }
  });

  it('gives path ids the pattern the server holds them to', async () => {
    const ids = allOperations().flatMap(({ op }) =>
      (op.parameters ?? []).filter(
        (one) => one.in === 'path' && /^(id|categoryId)$/.test(one.name),
      ),
    );
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids)
      expect(id.schema).toEqual({ type: 'string', pattern: '^[a-fA-F0-9]{24}$' });
    await shop.api.get(`/api/product/getCarById/${'A'.repeat(24)}`).expect(404);
    await shop.api.get(`/api/product/getCarById/${'a'.repeat(23)}`).expect(400);
    await shop.api.get(`/api/product/getCarById/${'g'.repeat(24)}`).expect(400);
  });

  it('types page and limit as whole numbers with the bounds the server takes', async () => {
    for (const name of ['page', 'limit']) {
      const { schema } = parameter('get', '/api/category', name);
      expect(schema.type).toBe('integer');
      await shop.api.get(`/api/category?${name}=${schema.minimum}`).expect(200);
      await shop.api.get(`/api/category?${name}=${schema.maximum}`).expect(200);
      await shop.api.get(`/api/category?${name}=${schema.minimum! - 1}`).expect(400);
      await shop.api.get(`/api/category?${name}=${schema.maximum! + 1}`).expect(400);
      await shop.api.get(`/api/category?${name}=1.5`).expect(400);
    }
  });

  it('takes page and limit written in decimal digits only, on every paged list', async () => {
    const admin = await adminToken(shop);
    const paged = allOperations().filter(({ op }) =>
      op.parameters?.some((one) => one.in === 'query' && one.name === 'page'),
    );
    expect(paged.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/api/product/getAllProducts',
        '/api/package/allPackages',
        '/api/order/allOrders',
        '/api/user/allUsers',
        '/api/einvoicing/documents',
      ]),
    );
    for (const { method, path } of paged) {
      const list = (query: string) =>
        shop.api.get(`${path.replace(/\{[^}]+\}/g, 'a'.repeat(24))}?${query}`).set('token', admin);
      for (const name of ['page', 'limit']) {
        expect(parameter(method, path, name).schema.type).toBe('integer');
        await list(`${name}=02`).expect(200);
        // Number() reads most of these as numbers; none is an integer as the document writes one.
        for (const written of ['0x1', '1e1', '+1', '1.0', ' 1', '١']) {
          const refused = await list(`${name}=${encodeURIComponent(written)}`);
          expect({
            path,
            name,
            written,
            status: refused.status,
            codes: refused.body.errorCodes,
          }).toEqual({ path, name, written, status: 400, codes: { [name]: ['NUMBER_INVALID'] } });
        }
      }
    }
  });

  it('states the model years the server takes', async () => {
    const { schema } = parameter('get', '/api/vehicles/makes', 'year');
    expect(schema).toMatchObject({ type: 'integer', minimum: 1950 });
    expect(schema.maximum).toBe(new Date().getFullYear() + 1);
    await shop.api.get(`/api/vehicles/makes?year=${schema.minimum}`).expect(200);
    await shop.api.get(`/api/vehicles/makes?year=${schema.maximum}`).expect(200);
    await shop.api.get(`/api/vehicles/makes?year=${schema.minimum! - 1}`).expect(400);
    await shop.api.get(`/api/vehicles/makes?year=${schema.maximum! + 1}`).expect(400);
    const fitment = document.components.schemas.FitmentDto.properties!;
    expect(fitment.yearFrom).toMatchObject({
      type: 'integer',
      minimum: 1950,
      maximum: schema.maximum,
    });
  });

  it('makes cardDetails, token and cash on delivery exclusive on addOrder, as the server does', async () => {
    expect(document.components.schemas.AddOrderDto.oneOf).toEqual([
      { required: ['cardDetails'] },
      { required: ['token'] },
      { required: ['paymentMethod'], properties: { paymentMethod: { enum: ['cod'] } } },
    ]);
    const shopper = await loggedInUser(shop);
    const { cardDetails, ...withoutCard } = orderRequest();
    const place = (body: object) =>
      shop.api.post('/api/order/addOrder').set('token', shopper.token).send(body).expect(400);
    await place(withoutCard);
    await place({ ...withoutCard, cardDetails, token: 'token_abc' });
    const cashWithCard = await place({ ...withoutCard, cardDetails, paymentMethod: 'cod' });
    expect(cashWithCard.body.code).toBe('COD_NO_CARD');
  });

  it('documents 413, 415 and 503 wherever they can happen, and answers 413 and 415 so', async () => {
    for (const { path, method, op } of allOperations()) {
      const codes = Object.keys(op.responses).map(Number);
      expect({ path, method, has503: codes.includes(503) }).toEqual({ path, method, has503: true });
      if (['post', 'put', 'patch', 'delete'].includes(method)) {
        expect({ path, method, codes }).toEqual({
          path,
          method,
          codes: expect.arrayContaining([400, 413, 415]),
        });
      }
      if (op.parameters?.some((one) => one.in === 'query')) expect(codes).toContain(413);
    }
    const message = { name: 'Sara', email: 'sara@example.com', description: 'Hello' };
    await shop.api
      .post('/api/message/addMessage')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(message))
      .expect(415);
    await shop.api
      .post('/api/message/addMessage')
      .send({ ...message, description: 'x'.repeat(1024 * 1024) })
      .expect(413);
    await shop.api
      .delete(`/api/category/deleteCategory/${'a'.repeat(24)}`)
      .set('Content-Type', 'text/plain')
      .send('no body is taken here')
      .expect(415);
    const manyKeys = Array.from({ length: 200 }, (_, index) => `k${index}=1`).join('&');
    await shop.api.get(`/api/category?${manyKeys}`).expect(413);
  });

  it('marks the calls that take no token with security: [], and they take none', async () => {
    const open = allOperations().filter(({ op }) => op.security?.length === 0);
    const guarded = allOperations().filter(
      ({ op }) => op.security?.length && !op.security.some((one) => !Object.keys(one).length),
    );
    const optional = allOperations().filter(({ op }) =>
      op.security?.some((one) => !Object.keys(one).length),
    );
    expect(open.length + guarded.length + optional.length).toBe(allOperations().length);
    expect(open.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['get /api/health', 'post /api/user/login', 'get /api/category']),
    );
    for (const { path, method } of open.filter(
      ({ method, path }) => method === 'get' && !path.includes('{'),
    )) {
      const response = await shop.api.get(path);
      expect({ path, method, status: response.status }).not.toMatchObject({ status: 401 });
    }
    for (const { path } of guarded.filter(
      ({ method, path }) => method === 'get' && !path.includes('{'),
    )) {
      await shop.api.get(path).expect(401);
    }
    // A token is optional where the requirements include the empty one.
    expect(operation('get', '/api/product/fitCheck/{id}').security).toContainEqual({});
    await shop.api
      .get(`/api/product/fitCheck/${'a'.repeat(24)}?make=Toyota&model=Camry`)
      .expect(404);
  });

  it('answers 405 with Allow for a method a path does not take, as it says', async () => {
    expect(document.info.description).toContain('405');
    for (const [path, item] of Object.entries(document.paths)) {
      const taken = Object.keys(item).filter((method) => HTTP_METHODS.includes(method));
      const other = HTTP_METHODS.find((method) => !taken.includes(method))!;
      const concrete = path.replace(/\{[^}]+\}/g, 'a'.repeat(24));
      const response = await shop.api[other as 'get'](concrete);
      expect({ path, other, status: response.status }).toEqual({ path, other, status: 405 });
      expect(response.body).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
      const allowed = response.headers.allow.split(', ').map((one: string) => one.toLowerCase());
      expect(allowed.filter((method: string) => method !== 'head').sort()).toEqual(taken.sort());
    }
    await shop.api.delete('/api/no-such-path').expect(404);
  });

  describe('where the contract fuzzer (scripts/api-contract/fuzz.mjs) found them apart', () => {
    it('answers 405 for a method a path does not take before reading its body', async () => {
      const response = await shop.api
        .post('/api/health')
        .set('Content-Type', 'application/json')
        .send('{"name": ')
        .expect(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    });

    it('drops keys that would poison prototypes and reads the rest of the body', async () => {
      const shopper = await loggedInUser(shop);
      const response = await shop.api
        .put('/api/user/language')
        .set('token', shopper.token)
        .set('Content-Type', 'application/json')
        .send('{"__proto__": {"admin": true}, "language": "ar"}')
        .expect(200);
      expect(response.body.language).toBe('ar');
    });

    it('says where blank text is a field left out, and takes it so', async () => {
      const year = parameter('get', '/api/vehicles/makes', 'year') as Parameter & {
        allowEmptyValue?: boolean;
      };
      expect(year.allowEmptyValue).toBe(true);
      await shop.api.get('/api/vehicles/makes?year=').expect(200);
      const vin = new RegExp(parameter('get', '/api/product', 'carEngine').schema.pattern!);
      expect(vin.test('')).toBe(true);
      expect(vin.test(' 1HGCM82633A004352 ')).toBe(true);
      expect(vin.test('1HGCM82633A00435')).toBe(false);
      await shop.api.get('/api/product?carEngine=%20').expect(200);
      await shop.api.get('/api/product?carEngine=%201hgcm82633a004352%20').expect(200);
      await shop.api.get('/api/product?carEngine=1HGCM82633A00435').expect(400);
    });

    it('states the rules of a request as a whole: one cart item, one order status at least', async () => {
      const { schemas } = document.components;
      for (const name of ['AddToCartDto', 'UpdateCartDto', 'CartItemDto']) {
        expect(schemas[name].oneOf).toEqual([
          { required: ['productId'] },
          { required: ['packageId'] },
        ]);
      }
      expect(schemas.UpdateOrderDto).toMatchObject({
        anyOf: [{ required: ['paymentStatus'] }, { required: ['shippingStatus'] }],
      });
      const shopper = await loggedInUser(shop);
      const id = 'a'.repeat(24);
      await shop.api
        .post('/api/cart/addToCart')
        .set('token', shopper.token)
        .send({ productId: id, packageId: id })
        .expect(400);
      const admin = await adminToken(shop);
      await shop.api.put(`/api/order/updateOreder/${id}`).set('token', admin).send({}).expect(400);
    });

    it('holds order dates to the pattern it states: no year before 100', async () => {
      const from = new RegExp(parameter('get', '/api/order/allOrders', 'from').schema.pattern!);
      expect(from.test('0061-03-27')).toBe(false);
      expect(from.test('2026-03-27')).toBe(true);
      const admin = await adminToken(shop);
      const list = (day: string) =>
        shop.api.get(`/api/order/allOrders?from=${day}`).set('token', admin);
      await list('0061-03-27').expect(400);
      await list('2026-03-27').expect(200);
    });

    it('takes null on update exactly where the document says nullable', async () => {
      const { schemas } = document.components;
      const fields = (name: string, nullable: boolean) =>
        Object.entries(schemas[name].properties!)
          .filter(([, field]) => Boolean(field.nullable) === nullable)
          .map(([field]) => field);
      expect(fields('UpdatePackageDto', true)).toEqual(['labourPrice']);
      const admin = await adminToken(shop);
      const category = await createCategory(shop, admin, 'Wipers');
      const product = await addProduct(shop, admin, { category: category._id });
      const update = (field: string) =>
        shop.api
          .put(`/api/product/updateProduct/${product._id}`)
          .set('token', admin)
          .send({ [field]: null });
      for (const field of fields('UpdateProductDto', true)) {
        expect({ field, status: (await update(field)).status }).toEqual({ field, status: 200 });
      }
      for (const field of ['name', 'price', 'category', 'fitments', 'carEngine']) {
        expect(fields('UpdateProductDto', false)).toContain(field);
        const refused = await update(field).expect(400);
        expect(refused.body.code).not.toBe('BAD_REQUEST');
      }
    });

    it("takes a model's yearTo: null as still sold, and refuses engines: null", async () => {
      expect(document.components.schemas.VehicleModelDto.properties!.yearTo.nullable).toBe(true);
      const admin = await adminToken(shop);
      const [make] = (await shop.api.get('/api/vehicles/makes').expect(200)).body.makes;
      const model = { makeId: make._id, name: 'Contract Test', yearFrom: 2001 };
      const added = await shop.api
        .post('/api/vehicles/models')
        .set('token', admin)
        .send({ ...model, yearTo: null })
        .expect(201);
      expect(added.body.model).not.toHaveProperty('yearTo');
      const refused = await shop.api
        .put(`/api/vehicles/models/${added.body.model._id}`)
        .set('token', admin)
        .send({ ...model, engines: null })
        .expect(400);
      expect(refused.body.code).toBe('VALUE_INVALID');
    });
  });
});
