import type { Package, Product } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { onePage } from '@/test/admin';
import { answerVehicleCatalog } from '@/test/fixtures/vehicle-catalog';
import {
  chooseOption,
  chosenOptions,
  fieldsetOf,
  fillIn,
  findOption,
  imageFile,
  pickFiles,
  requiredMarkOf,
  watchScrollsIntoView,
} from '@/test/forms';
import {
  button,
  cellTexts,
  columnTitles,
  descriptionItems,
  expandRow,
  findAlertText,
  findButton,
  findDialog,
  findRowOf,
  formTitle,
  imageSources,
  warningBox,
} from '@/test/queries';
import { renderAt } from '@/test/render';
import { failure, formFields, onApi, type SentRequest } from '@/test/server';
import { PackagesAdminPage } from './PackagesAdminPage';

const minor: Package = {
  _id: 'k1',
  name: 'Minor service',
  description: 'Oil and filter',
  price: 450,
  mileage: 10000,
  images: [{ url: 'http://shop.test/uploads/k1.png' }],
  logo: { url: 'http://shop.test/uploads/k1.png' },
  products: [
    { _id: 'p1', name: 'Engine oil', price: 180, image: [] },
    { _id: 'p2', name: 'Oil filter', price: 45, image: [] },
  ],
  partsPrice: 225,
  labourPrice: 200,
  // The cars its oil filter fits: its parts', not its own.
  fitments: [{ make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023 }],
};

/** The products the picker finds on the "server". */
const catalog = [
  { _id: 'p1', name: 'Engine oil' },
  { _id: 'p2', name: 'Oil filter' },
  { _id: 'p3', name: 'Air filter' },
] as Product[];

// jsdom cannot make object URLs; the picked images' thumbnails use them.
URL.createObjectURL = () => 'blob:thumbnail';

const renderScreen = () =>
  renderAt('/dashboard/package', <PackagesAdminPage />, '/dashboard/package');
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const pickImages = (...names: string[]) => pickFiles(...names.map((name) => imageFile(name)));

let productSearches: SentRequest[];

/** Types `words` in the product picker and picks the product named `name` from what it finds. */
async function pickProduct(words: string, name: string) {
  const picker = screen.getByLabelText('Products');
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: words } });
  await waitFor(() =>
    expect(productSearches.at(-1)?.query).toEqual({ page: '1', limit: '20', keywords: words }),
  );
  fireEvent.click(await findOption(name));
}

/** The names the picker shows as picked. */
const pickedNames = () => chosenOptions('Products');

function fillNewPackage() {
  fillIn('Name', 'Major service');
  fillIn('Price', '1200');
  fillIn('Description', 'Everything due at 40,000 km');
  fillIn('Mileage', '40000');
}

const answerPackages = (packages: Package[]) =>
  onApi('GET /package/allPackages', onePage('packages', packages));
const CREATE_ROUTE = 'POST /package/createPackage';

describe('admin package screen', () => {
  let lists: SentRequest[];
  let creations: SentRequest[];
  let updates: SentRequest[];
  let deletions: SentRequest[];
  beforeEach(() => {
    lists = answerPackages([minor]);
    productSearches = onApi('GET /product/getAllProducts', ({ query }) =>
      onePage(
        'products',
        catalog.filter(
          (product) => !query.keywords || product.name.toLowerCase().includes(query.keywords),
        ),
      ),
    );
    creations = onApi(CREATE_ROUTE, { message: 'Package created successfully.' });
    updates = onApi('PUT /package/updatePackage/:id', {
      message: 'Package updated successfully.',
    });
    deletions = onApi('DELETE /package/deletePackage/:id', {
      message: 'Package deleted successfully.',
    });
    answerVehicleCatalog();
  });

  it('lists the packages: logo, name, price, parts, labour, mileage, update, delete', async () => {
    renderScreen();
    const row = await findRowOf('Minor service');
    expect(columnTitles()).toEqual([
      // The column that opens a row onto its products.
      '',
      'Logo',
      'Name',
      'Price',
      'Parts',
      'Labour',
      'Mileage',
      'Update',
      'Delete',
    ]);
    expect(cellTexts(row).slice(3, 7)).toEqual([
      'SAR 450.00',
      'SAR 225.00',
      'SAR 200.00',
      '10,000',
    ]);
    expect(imageSources(row)).toEqual(['http://shop.test/uploads/k1.png']);
    expect(within(row).getByText('10,000')).toBeInTheDocument();
    expect(
      screen.getByText('type part of a name to find products; at least 2'),
    ).toBeInTheDocument();
    expect(screen.getByText('add 2 to 4 images')).toBeInTheDocument();
  });

  it('marks what a new package needs required, and nothing on an update', async () => {
    renderScreen();
    const needed = ['Name', 'Price', 'Mileage', 'Description', 'Products'];
    for (const label of needed) {
      expect(requiredMarkOf(label)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(requiredMarkOf('Labour')).toBeNull();

    fireEvent.click(button('Update', await findRowOf('Minor service')));
    for (const label of needed) {
      expect(requiredMarkOf(label)).toBeNull();
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
  });

  it("wants every input of a new package: 'You must enter all inputs.'", async () => {
    renderScreen();
    fillNewPackage();
    fireEvent.click(button('Add Package'));
    expect(await findAlertText()).toBe('You must enter all inputs.');
    expect(creations).toHaveLength(0);
  });

  it('shows where a new package is incomplete: its warning, or the car it refuses', async () => {
    const scrolled = watchScrollsIntoView();
    renderScreen();
    fillNewPackage();
    fireEvent.click(button('Add Package'));
    expect(await findAlertText()).toBe('You must enter all inputs.');
    // The warning's box, above the fields, brought into view and focused.
    const warning = warningBox();
    await waitFor(() => expect(warning).toHaveFocus());
    expect(scrolled).toEqual([warning]);

    await pickProduct('oil', 'Engine oil');
    fireEvent.click(button('Add a car'));
    const carOne = fieldsetOf('Car 1');
    await chooseOption('Make', 'Toyota', carOne);
    await chooseOption('Model', 'Corolla', carOne);
    fireEvent.change(within(carOne).getByLabelText('From year'), { target: { value: '2020' } });
    fireEvent.change(within(carOne).getByLabelText('To year'), { target: { value: '2018' } });
    fireEvent.click(button('Add Package'));
    // Years the wrong way round: the form goes to the field it refuses.
    await waitFor(() => expect(within(carOne).getByLabelText('To year')).toHaveFocus());
    expect(creations).toHaveLength(0);
  });

  it('adds a package with the products picked by name, and its images', async () => {
    renderScreen();
    await screen.findByText('Minor service');
    fillNewPackage();
    await pickProduct('oil', 'Engine oil');
    await pickProduct('filter', 'Air filter');
    expect(pickedNames()).toEqual(['Engine oil', 'Air filter']);
    pickImages('front.png', 'side.jpg');
    fireEvent.click(button('Add Package'));

    await waitFor(() => expect(creations).toHaveLength(1));
    // The images go as the repeated field logo.
    expect(formFields(creations[0]!.body)).toEqual({
      name: 'Major service',
      price: '1200',
      description: 'Everything due at 40,000 km',
      mileage: '40000',
      productIds: ['p1', 'p3'],
      logo: ['front.png', 'side.jpg'],
    });
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it("shows 'Error' / 'Please try again!' when it cannot be added", async () => {
    onApi(CREATE_ROUTE, failure(400));
    renderScreen();
    fillNewPackage();
    await pickProduct('oil', 'Oil filter');
    fireEvent.click(button('Add Package'));
    expect(await findDialog()).toMatchObject({ title: 'Error', content: 'Please try again!' });
  });

  it('swaps to the update form of a row, prefilled, and sends only what is filled in', async () => {
    renderScreen();
    const row = await findRowOf('Minor service');
    fireEvent.click(button('Update', row));

    expect(formTitle()).toBe('Update Package');
    expect(() => button('Add Package')).toThrow();
    expect(value('Name')).toBe('Minor service');
    expect(pickedNames()).toEqual(['Engine oil', 'Oil filter']);
    // Each number is read with its unit, after the hint of a field that has one.
    expect(value('Price')).toBe('450.00');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('SAR');
    expect(value('Mileage')).toBe('10000');
    expect(screen.getByLabelText('Mileage')).toHaveAccessibleDescription('km');
    expect(screen.getByLabelText('Labour')).toHaveAccessibleDescription(/ SAR$/);

    // The update skips the required-fields check.
    fillIn('Description', '');
    fillIn('Name', 'Minor service 10,000 km');
    fireEvent.click(button('Update Package'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.path).toBe('/package/updatePackage/k1');
    // No images (they stay): JSON, without the description (emptied), nor the cars its parts
    // fit (not changed, they stay its parts').
    expect(updates[0]!.body).toEqual({
      name: 'Minor service 10,000 km',
      price: 450,
      mileage: 10000,
      labourPrice: 200,
      productIds: ['p1', 'p2'],
    });
    await waitFor(() => expect(formTitle()).toBe('Add Package'));
  });

  it("names the package's own cars, and gives them back to its parts when emptied", async () => {
    renderScreen();
    fireEvent.click(button('Update', await findRowOf('Minor service')));
    const carOne = () => fieldsetOf('Car 1');
    await waitFor(() => expect(carOne()).toHaveTextContent('Camry'));
    fireEvent.change(within(carOne()).getByLabelText('To year'), { target: { value: '2024' } });
    fillIn('Labour', '');
    fireEvent.click(button('Update Package'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.body).toMatchObject({
      // An emptied labour: the package no longer names it.
      labourPrice: null,
      fitments: [{ make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2024 }],
    });

    await waitFor(() => expect(formTitle()).toBe('Add Package'));
    fireEvent.click(button('Update', await findRowOf('Minor service')));
    await waitFor(() => expect(carOne()).toHaveTextContent('Camry'));
    fireEvent.click(within(carOne()).getByRole('button', { name: 'Remove car 1' }));
    fireEvent.click(button('Update Package'));
    await waitFor(() => expect(updates).toHaveLength(2));
    // No cars of its own: those all its parts fit.
    expect(updates[1]!.body).toMatchObject({ fitments: [] });
  });

  it('adds a package with its labour and cars of its own', async () => {
    renderScreen();
    fillNewPackage();
    fillIn('Labour', '150');
    await pickProduct('oil', 'Engine oil');
    await pickProduct('filter', 'Oil filter');
    fireEvent.click(button('Add a car'));
    await chooseOption('Make', 'Toyota', fieldsetOf('Car 1'));
    await chooseOption('Model', 'Corolla', fieldsetOf('Car 1'));
    fireEvent.click(button('Add Package'));
    await waitFor(() => expect(creations).toHaveLength(1));
    const { fitments, labourPrice } = formFields(creations[0]!.body);
    expect(labourPrice).toBe('150');
    expect(JSON.parse(fitments as string)).toEqual([
      { make: 'Toyota', model: 'Corolla', yearFrom: 1990, yearTo: new Date().getFullYear() + 1 },
    ]);
  });

  it('opens a row onto its texts in the admin’s language, its products and cars', async () => {
    answerPackages([{ ...minor, descriptionAr: 'زيت وفلتر' }]);
    useLanguageStore.getState().setLanguage('ar');
    renderScreen();
    const row = await findRowOf('Minor service');
    const details = await expandRow(row);
    expect(descriptionItems(details)).toEqual([
      ['الوصف', 'زيت وفلتر'],
      ['الوصف بالإنجليزية', 'Oil and filter'],
      ['المنتجات', 'Engine oilOil filter'],
    ]);
    expect(within(details).getByRole('region', { name: 'السيارات المعنية' })).toHaveTextContent(
      'Camry',
    );
  });

  it('checks the image types on update', async () => {
    renderScreen();
    const row = await findRowOf('Minor service');
    fireEvent.click(button('Update', row));
    pickImages('logo.svg');
    fireEvent.click(button('Update Package'));
    expect(await findAlertText()).toBe(
      'Please upload an image in a supported format only(jpg, jpeg, png, gif, bmp, webp).',
    );
    expect(updates).toHaveLength(0);
  });

  it("says 'No Package Found' when there are none", async () => {
    answerPackages([]);
    renderScreen();
    expect(await screen.findByText('No Package Found')).toBeInTheDocument();
  });

  it('deletes a package after the confirmation', async () => {
    renderScreen();
    const row = await findRowOf('Minor service');
    fireEvent.click(button('Delete', row));
    fireEvent.click(await findButton('Yes, delete it!'));
    expect(await screen.findByText('The Package has been deleted.')).toBeInTheDocument();
    expect(deletions.map((request) => request.path)).toEqual(['/package/deletePackage/k1']);
  });
});
