import type { Package, Product } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { pageOf } from '@/test/admin';
import { fillIn } from '@/test/forms';
import { button, findAlertText, findButton, findDialog } from '@/test/queries';
import { renderAt } from '@/test/render';
import { createPackage } from '../api/create-package';
import { deletePackage } from '../api/delete-package';
import { getPackages, getProducts } from '../api/get-catalog-pages';
import { updatePackage } from '../api/update-package';
import { PackagesAdminPage } from './PackagesAdminPage';

vi.mock('../api/get-catalog-pages');
vi.mock('../api/create-package', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/create-package')>()),
  createPackage: vi.fn(),
}));
vi.mock('../api/update-package');
vi.mock('../api/delete-package');

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
const formTitle = () => document.querySelector('h2')?.textContent;
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const pickImages = (...names: string[]) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, {
    target: { files: names.map((name) => new File(['image'], name, { type: 'image/png' })) },
  });

/** Types `words` in the product picker and picks the product named `name` from what it finds. */
async function pickProduct(words: string, name: string) {
  const picker = screen.getByLabelText('Products');
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: words } });
  await waitFor(() =>
    expect(getProducts).toHaveBeenLastCalledWith(
      { page: 1, limit: 20, search: words },
      expect.any(AbortSignal),
    ),
  );
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (item) => item.textContent === name,
    );
    if (!found) throw new Error(`No option ${name}`);
    return found;
  });
  fireEvent.click(option);
}

/** The names the picker shows as picked. */
const pickedNames = () =>
  [...document.querySelectorAll('.ant-select-selection-item-content')].map(
    (item) => item.textContent,
  );

function fillNewPackage() {
  fillIn('Name', 'Major service');
  fillIn('Price', '1200');
  fillIn('Description', 'Everything due at 40,000 km');
  fillIn('Mileage', '40000');
}

describe('admin package screen', () => {
  beforeEach(() => {
    vi.mocked(getPackages).mockResolvedValue(pageOf([minor]));
    vi.mocked(getProducts).mockImplementation(async ({ search }) =>
      pageOf(catalog.filter((product) => !search || product.name.toLowerCase().includes(search))),
    );
    vi.mocked(createPackage).mockResolvedValue({ message: 'Package created successfully.' });
    vi.mocked(updatePackage).mockResolvedValue({ message: 'Package updated successfully.' });
    vi.mocked(deletePackage).mockResolvedValue({ message: 'Package deleted successfully.' });
    vi.clearAllMocks();
  });

  it('lists the packages: logo, name, price, mileage, update, delete', async () => {
    renderScreen();
    const row = (await screen.findByText('Minor service')).closest('tr')!;
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      // The column that opens a row onto its products.
      '',
      'Logo',
      'Name',
      'Price',
      'Mileage',
      'Update',
      'Delete',
    ]);
    expect(row.querySelector('img')?.getAttribute('src')).toBe('http://shop.test/uploads/k1.png');
    expect(within(row).getByText('10,000')).toBeTruthy();
    expect(screen.getByText('type part of a name to find products; at least 2')).toBeTruthy();
    expect(screen.getByText('add 2 to 4 images')).toBeTruthy();
  });

  it("wants every input of a new package: 'You must enter all inputs.'", async () => {
    renderScreen();
    fillNewPackage();
    fireEvent.click(button('Add Package'));
    expect(await findAlertText()).toBe('You must enter all inputs.');
    expect(createPackage).not.toHaveBeenCalled();
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

    await waitFor(() => expect(createPackage).toHaveBeenCalledOnce());
    const [fields] = vi.mocked(createPackage).mock.calls[0]!;
    expect({ ...fields, images: fields.images.map((file) => file.name) }).toEqual({
      name: 'Major service',
      price: 1200,
      description: 'Everything due at 40,000 km',
      mileage: 40000,
      productIds: ['p1', 'p3'],
      images: ['front.png', 'side.jpg'],
    });
    await waitFor(() => expect(getPackages).toHaveBeenCalledTimes(2));
  });

  it("shows 'Error' / 'Please try again!' when it cannot be added", async () => {
    vi.mocked(createPackage).mockRejectedValueOnce(new ApiError('Unknown product id', 400));
    renderScreen();
    fillNewPackage();
    await pickProduct('oil', 'Oil filter');
    fireEvent.click(button('Add Package'));
    expect(await findDialog()).toMatchObject({ title: 'Error', content: 'Please try again!' });
  });

  it('swaps to the update form of a row, prefilled, and sends only what is filled in', async () => {
    renderScreen();
    const row = (await screen.findByText('Minor service')).closest('tr')!;
    fireEvent.click(button('Update', row));

    expect(formTitle()).toBe('Update Package');
    expect(() => button('Add Package')).toThrow();
    expect(value('Name')).toBe('Minor service');
    expect(pickedNames()).toEqual(['Engine oil', 'Oil filter']);

    // The update skips the required-fields check.
    fillIn('Description', '');
    fillIn('Name', 'Minor service 10,000 km');
    fireEvent.click(button('Update Package'));
    await waitFor(() => expect(updatePackage).toHaveBeenCalledOnce());
    const [id, fields] = vi.mocked(updatePackage).mock.calls[0]!;
    expect(id).toBe('k1');
    expect(fields).toEqual({
      name: 'Minor service 10,000 km',
      description: undefined,
      price: 450,
      mileage: 10000,
      productIds: ['p1', 'p2'],
      images: [],
    });
    await waitFor(() => expect(formTitle()).toBe('Add Package'));
  });

  it('checks the image types on update', async () => {
    renderScreen();
    const row = (await screen.findByText('Minor service')).closest('tr')!;
    fireEvent.click(button('Update', row));
    pickImages('logo.svg');
    fireEvent.click(button('Update Package'));
    expect(await findAlertText()).toBe(
      'Please upload an image in a supported format only(jpg, jpeg, png, gif, bmp, webp).',
    );
    expect(updatePackage).not.toHaveBeenCalled();
  });

  it("says 'No Package Found' when there are none", async () => {
    vi.mocked(getPackages).mockResolvedValueOnce(pageOf([]));
    renderScreen();
    expect(await screen.findByText('No Package Found')).toBeTruthy();
  });

  it('deletes a package after the confirmation', async () => {
    renderScreen();
    const row = (await screen.findByText('Minor service')).closest('tr')!;
    fireEvent.click(button('Delete', row));
    fireEvent.click(await findButton('Yes, delete it!'));
    expect(await screen.findByText('The Package has been deleted.')).toBeTruthy();
    expect(deletePackage).toHaveBeenCalledWith('k1');
  });
});
