import { ERROR_CODES, VALIDATION } from '@shop/shared';
import { startTestApp, type TestApp } from './support/app';

describe('error codes', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('name each failing field by code beside its messages', async () => {
    const response = await shop.api
      .post('/api/user/register')
      .send({ name: 'Al', mobile: '0500', email: 'nope', password: '12' })
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'NAME_TOO_SHORT' });
    expect(response.body.errors).toEqual({
      name: [VALIDATION.nameMin],
      mobile: [VALIDATION.phoneInvalid],
      email: [VALIDATION.emailInvalid],
      password: [VALIDATION.passwordMin],
    });
    expect(response.body.errorCodes).toEqual({
      name: ['NAME_TOO_SHORT'],
      mobile: ['PHONE_INVALID'],
      email: ['EMAIL_INVALID'],
      password: ['PASSWORD_TOO_SHORT'],
    });
  });

  it('give malformed ids and unknown records their own codes', async () => {
    const malformed = await shop.api.get('/api/product/getCarById/not-an-id').expect(400);
    expect(malformed.body.code).toEqual(expect.any(String));
    expect(malformed.body.code).not.toBe('BAD_REQUEST');
    const unknown = await shop.api.get(`/api/package/getpackageById/${'a'.repeat(24)}`);
    expect(unknown.body).toEqual({
      statusCode: 404,
      code: 'PACKAGE_NOT_FOUND',
      message: 'Package not found.',
    });
  });

  it('list the codes in the OpenAPI error schema', async () => {
    const { body } = await shop.api.get('/api/openapi.json').expect(200);
    const schema = body.components.schemas.ApiErrorDto;
    expect(schema.required).toEqual(expect.arrayContaining(['statusCode', 'code', 'message']));
    expect(schema.properties.code.enum).toEqual(ERROR_CODES);
  });
});
