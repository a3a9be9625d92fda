import { describe, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { newAccount, registerViaApi } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { baseUrl, dialogSaying, setupBrowser, urlOf } from './support/browser';
import { addProduct, createCategory } from './support/catalog';
import { pngBlob } from './support/pictures';
import { createPackage } from './support/shopping';
import { expect } from './support/expect';

const { page } = setupBrowser();

const VIN_MESSAGE = 'VIN must contain only 17 letters and numbers, excluding I, O, and Q.';
const HONDA_VIN = '1HGCM82633A004352';

/** Waits for the screen titled `title` (screens load lazily). */
const screenTitled = (title: string) =>
  page().getByRole('heading', { level: 1, name: title, exact: true }).waitFor();

/** The open tab of the add form (the other stays in the page, hidden). */
const openTab = () => page().getByRole('tabpanel');
const card = (name: string) => page().getByRole('article', { name, exact: true });
/**
 * The mileage field of `scope`, by its exact name. Names are exact here: a required field's mark
 * is seen, not part of its name.
 */
const mileage = (scope = openTab()) =>
  scope.getByRole('spinbutton', { name: 'Mileage (KM)', exact: true });

async function logInAsNewUser() {
  const account = await registerViaApi(newAccount());
  await page().goto('/login');
  await screenTitled('Login');
  await page().getByLabel('Email', { exact: true }).fill(account.email);
  await page().getByLabel('Password', { exact: true }).fill(account.password);
  await page().getByRole('button', { name: 'Login', exact: true }).click();
  await page().waitForFunction(() => Boolean(localStorage.getItem('userToken')));
}

/** Types `typed` in the car's field `label` of `scope` and picks the suggestion `name`. */
async function pick(label: string, typed: string, name: string, scope = openTab()) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page()
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .click();
}

/** Waits for a dialog saying `text`, then closes it with OK. */
async function dialogSays(text: string) {
  const dialog = dialogSaying(page(), text);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Saves a car for the logged-in user through the API, with a logo. */
async function registerCarViaApi(car: Record<string, string | number | boolean>) {
  const token = await page().evaluate(() => localStorage.getItem('userToken'));
  const body = new FormData();
  body.append('logo', pngBlob([200, 30, 30]), 'logo.png');
  for (const [key, value] of Object.entries(car)) body.append(key, String(value));
  const registered = await fetch(new URL('/api/car/registerUserCar', baseUrl), {
    method: 'POST',
    headers: { token: token ?? '' },
    body,
  });
  expect(registered.status).toBe(201);
}

/**
 * A logged-in shopper with a car of its own model in the garage at `mileage` km, and an oil
 * filter documented for that car: its packages fit the car and no other journey's.
 */
async function shopperWithOwnCar(mileage: number) {
  const id = randomBytes(3).toString('hex');
  const car = { model: `Model-${id}`, year: 2023, agency: 'Jameel', warranty: true };
  await logInAsNewUser();
  await registerCarViaApi({ ...car, mileage });
  const category = await createCategory(`Garage ${id}`, 'Parts for the garage journey');
  const filter = await addProduct({
    name: `Filter ${id}`,
    description: 'Oil filter',
    price: 30,
    category: category._id,
    carDetails: car,
  });
  const packageOf = (name: string, packageMileage: number) =>
    createPackage({
      name: `${name} ${id}`,
      description: 'Service',
      price: 300,
      mileage: packageMileage,
      productIds: [filter._id],
    });
  return { car, filter, card: card(`${car.model} 2023`), packageOf };
}

describe('garage', () => {
  it('adds a car by details and one by VIN, updates one and deletes one', async () => {
    await logInAsNewUser();
    await page().goto('/addVehicle');
    await screenTitled('Add Vehicle');
    await page().getByText('You have no saved vehicles yet.').waitFor();

    await expectAccessible(page(), 'Add Vehicle');

    // By data, the default tab: the car by Year, Make and Model.
    await openTab().getByRole('combobox', { name: 'Year', exact: true }).selectOption('2022');
    await pick('Car Brand', 'toy', 'Toyota');
    await pick('Model', 'cam', 'Camry');
    await mileage().fill('12000');
    await openTab().getByLabel('True').check();
    await openTab().getByRole('button', { name: 'Add Vehicle', exact: true }).click();
    await dialogSays('Car registered successfully with car details');
    await card('Camry 2022').waitFor();

    // By VIN: the rule on each keystroke, then the decoded maker and year, and the model picked.
    await page().getByRole('tab', { name: 'Add Vehicle By VIN' }).click();
    const vin = openTab().getByLabel('Vehicle Number (VIN)');
    await vin.pressSequentially('1HGCM8');
    await openTab().getByText(VIN_MESSAGE).waitFor();
    await vin.fill(HONDA_VIN);
    await openTab().getByText(VIN_MESSAGE).waitFor({ state: 'hidden' });
    await openTab()
      .getByText(/Maker: Honda · Model year: 2003/)
      .waitFor();
    await expect(openTab().getByRole('combobox', { name: 'Car Brand', exact: true })).toHaveValue(
      'Honda',
    );
    await pick('Model', 'acc', 'Accord');
    await mileage().fill('42000');
    await expectAccessible(page(), 'Add Vehicle By VIN');
    await openTab().getByRole('button', { name: 'Add Vehicle', exact: true }).click();
    await dialogSays('Car registered successfully with Vehicle Number');
    await card(HONDA_VIN).waitFor();
    await expect(card('Camry 2022')).toHaveCount(1);

    await expect(card(HONDA_VIN)).toContainText('Accord');

    // The same VIN again is a duplicate.
    await openTab().getByLabel('Vehicle Number (VIN)').fill(HONDA_VIN);
    await mileage().fill('42000');
    await openTab().getByRole('button', { name: 'Add Vehicle', exact: true }).click();
    await dialogSays('You already have a car registered with this Vehicle Number');

    // Update the details car: the details form, above the list.
    await card('Camry 2022').getByRole('button', { name: 'Update', exact: true }).click();
    const form = page().getByRole('form', { name: 'Update Vehicle' });
    await form.waitFor();
    await expect(form.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('Camry');
    await expectAccessible(page(), 'Update Vehicle');
    await mileage(form).fill('13500');
    await form.getByRole('button', { name: 'Update Vehicle' }).click();
    await dialogSays('Car updated successfully.');
    await form.waitFor({ state: 'hidden' });
    await card('Camry 2022').getByText('13,500').waitFor();

    // Delete the VIN car.
    await card(HONDA_VIN).getByRole('button', { name: 'Delete' }).click();
    await page().getByRole('button', { name: 'Yes, delete it!' }).click();
    await dialogSays('The car has been deleted.');
    await card(HONDA_VIN).waitFor({ state: 'detached' });
    await expect(card('Camry 2022')).toHaveCount(1);
  });

  it("shows the products and packages matching the user's cars", async () => {
    const { filter, card: carCard, packageOf } = await shopperWithOwnCar(5000);
    const service = await packageOf('Service', 5000);

    await page().goto('/addVehicle');
    await carCard.waitFor();
    await page().goto('/products');
    await page().waitForURL(urlOf('/products'));
    const list = page().getByRole('region', { name: 'Products For Your Cars', exact: true });
    await list.getByRole('link', { name: filter.name }).waitFor();

    await page().goto('/package');
    const packages = page().getByRole('region', { name: 'Packages For Cars', exact: true });
    await packages.getByRole('link', { name: service.name }).waitFor();
    await expectAccessible(page(), 'Packages For Cars');
  });

  it("shows a car's next service, takes today's mileage and a service done elsewhere", async () => {
    // Mileages no other journey's packages reach, so that these two are the car's next ones.
    const { card: carCard, packageOf } = await shopperWithOwnCar(1_900_000);
    const first = await packageOf('First', 1_950_000);
    const second = await packageOf('Second', 1_990_000);

    await page().goto('/addVehicle');
    const next = carCard.getByRole('region', { name: 'Next service' });
    await next.getByText(`${first.name}, due by`).waitFor();
    await next.getByText('About 1,900,000 km now (by our estimate)').waitFor();

    await next.getByRole('button', { name: 'Update mileage' }).click();
    await next.getByLabel("Today's mileage (km)").fill('1920000');
    await next.getByRole('button', { name: 'Save' }).click();
    await dialogSays('Mileage saved.');
    await next.getByText('About 1,920,000 km now (by our estimate)').waitFor();

    await next.getByRole('button', { name: 'I did it elsewhere' }).click();
    const question = dialogSaying(page(), `Did this car have the ${first.name} done elsewhere?`);
    await question.getByRole('button', { name: 'I did it elsewhere' }).click();
    await dialogSays('Service recorded.');
    await next.getByText(`${second.name}, due by`).waitFor();
    await expectAccessible(page(), "a car's next service");
  });

  it('fits a 390 px phone with saved vehicles', async () => {
    await logInAsNewUser();
    await registerCarViaApi({
      model: 'Land Cruiser',
      year: 2021,
      agency: 'Abdul Latif Jameel',
      warranty: true,
      mileage: 120000,
    });
    await registerCarViaApi({ engineNumber: HONDA_VIN, mileage: 8000 });
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto('/addVehicle');
    await card(HONDA_VIN).waitFor();
    await card('Land Cruiser 2021').waitFor();
    await expect
      .poll(() => page().evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await expectAccessible(page(), 'Add Vehicle on a phone');
  });
});
