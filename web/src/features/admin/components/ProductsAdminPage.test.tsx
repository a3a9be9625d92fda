import type { Product } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { answerVehicleCatalog } from '@/test/fixtures/vehicle-catalog';
import {
  chooseOption,
  chosenOption,
  fillIn,
  imageFile,
  pickFiles,
  selectIsDisabled,
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
  tableRowTexts,
  warningBox,
} from '@/test/queries';
import { onePage } from '@/test/admin';
import { currentSearch, renderAt } from '@/test/render';
import {
  failure,
  formFields,
  heldReply,
  networkError,
  onApi,
  type SentRequest,
} from '@/test/server';
import { ProductsAdminPage } from './ProductsAdminPage';

const pads: Product = {
  _id: 'p1',
  name: 'Front brake pads',
  description: 'Ceramic pads',
  price: 249.5,
  category: { _id: 'c1', name: 'Brakes' },
  image: [{ secure_url: 'http://shop.test/uploads/p1.png' }],
  carEngine: '1HGCM82633A004352',
  carDetails: { model: 'Camry', year: 2020, agency: 'Toyota', warranty: true },
  isForSpecificCar: true,
  manufacturer: 'Toyota Genuine',
  partNumber: '04465-33471',
  oemNumbers: ['04465-06090', '04465-YZZ51'],
  fitments: [
    {
      make: 'Toyota',
      model: 'Camry',
      yearFrom: 2018,
      yearTo: 2023,
      engine: '2.5L-I4',
      makeAr: 'تويوتا',
      modelAr: 'كامري',
    },
    { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2019, notes: 'Front axle' },
  ],
};

const REQUIRED = 'you must enter at least five input for product and choose ';
const renderScreen = () =>
  renderAt('/dashboard/products', <ProductsAdminPage />, '/dashboard/products');
const pickImages = (...names: string[]) => pickFiles(...names.map((name) => imageFile(name)));
const submit = () => fireEvent.click(button('Add Product'));
/** The form's warning, to the letter (the documented texts keep their trailing spaces). */

async function chooseCategory(name: string) {
  fireEvent.mouseDown(screen.getByLabelText('Category'));
  fireEvent.click(await screen.findByTitle(name));
}

async function fillRequired() {
  fillIn('Name', 'Rear brake discs');
  fillIn('Description', 'Vented discs');
  fillIn('Price', '399');
  await chooseCategory('Brakes');
}

// jsdom cannot make object URLs; the picked images' thumbnails use them.
URL.createObjectURL = () => 'blob:thumbnail';

const answerProducts = (products: Product[]) =>
  onApi('GET /product/getAllProducts', onePage('products', products));
const ADD_ROUTE = 'POST /product/addProduct';
const DELETE_ROUTE = 'DELETE /product/deleteProduct/:id';

describe('admin products screen', () => {
  let lists: SentRequest[];
  let additions: SentRequest[];
  let updates: SentRequest[];
  let deletions: SentRequest[];
  let modelRequests: SentRequest[];
  beforeEach(() => {
    useSessionStore.getState().login('token', 'admin');
    lists = answerProducts([pads]);
    updates = onApi('PUT /product/updateProduct/:id', {
      message: 'Product updated successfully.',
    });
    onApi('GET /category', {
      message: 'ok',
      categories: [{ _id: 'c1', name: 'Brakes', description: '' }],
    });
    additions = onApi(ADD_ROUTE, { message: 'Product added successfully' });
    deletions = onApi(DELETE_ROUTE, { message: 'Product deleted successfully' });
    modelRequests = answerVehicleCatalog();
  });

  it('lists image, name, maker, part number, price, category and stock; a row opens onto the rest', async () => {
    renderScreen();
    const row = await findRowOf('Front brake pads');
    // The first column opens a row onto its details.
    expect(columnTitles()).toEqual([
      '',
      'Image',
      'Name',
      'Maker',
      'Part number',
      'Price',
      'Category',
      'Stock',
      'Update',
      'Delete',
    ]);
    expect(cellTexts(row).slice(2, 8)).toEqual([
      'Front brake pads',
      'Toyota Genuine',
      '04465-33471',
      'SAR 249.50',
      'Brakes',
      '',
    ]);
    expect(imageSources(row)).toEqual(['http://shop.test/uploads/p1.png']);

    const details = await expandRow(row);
    const pairs = descriptionItems(details).map(([label, content]) => `${label}: ${content}`);
    expect(pairs).toEqual([
      'Description: Ceramic pads',
      'Maker: Toyota Genuine',
      'Part number: 04465-33471',
      'OEM numbers: 04465-06090, 04465-YZZ51',
      'Car Engine: 1HGCM82633A004352',
      'Agency: Toyota',
      'Model: Camry',
      'Year: 2020',
      'Warranty: Yes',
      'Specific Car: Yes',
    ]);
    // Each number on one line, left to right: the list wraps between them, never inside one.
    for (const number of ['04465-33471', '04465-06090', '04465-YZZ51']) {
      const text = within(details).getByText(number);
      expect(text).toHaveStyle({ whiteSpace: 'nowrap' });
      expect(text).toHaveAttribute('dir', 'ltr');
    }
    expect(within(row).getByText('04465-33471')).toHaveStyle({ whiteSpace: 'nowrap' });
    // The cars it fits, the years as a range.
    const cars = within(details).getByRole('region', { name: 'Cars it fits' });
    expect(tableRowTexts(cars)).toEqual([
      ['Toyota', 'Camry', '2018–2023', '2.5L-I4', ''],
      ['Lexus', 'ES', '2019', 'Every engine', 'Front axle'],
    ]);
  });

  it('opens a row in Arabic onto its Arabic description and cars, the English beside', async () => {
    answerProducts([{ ...pads, nameAr: 'فحمات فرامل أمامية', descriptionAr: 'فحمات سيراميك' }]);
    useLanguageStore.getState().setLanguage('ar');
    renderScreen();
    const row = await findRowOf('فحمات فرامل أمامية');
    const details = await expandRow(row);
    const pairs = descriptionItems(details).map(([label, content]) => `${label}: ${content}`);
    expect(pairs.slice(0, 3)).toEqual([
      'الوصف: فحمات سيراميك',
      'الاسم بالإنجليزية: Front brake pads',
      'الوصف بالإنجليزية: Ceramic pads',
    ]);
    const cars = tableRowTexts(
      within(details).getByRole('region', { name: 'السيارات التي تناسبها' }),
    );
    expect(cars[0]!.slice(0, 3)).toEqual(['تويوتا', 'كامري', '٢٠١٨–٢٠٢٣']);
    // No Arabic name in the catalog: the English one.
    expect(cars[1]!.slice(0, 2)).toEqual(['Lexus', 'ES']);
  });

  it('asks the server for the search, filters and page in the URL', async () => {
    renderAt(
      '/dashboard/products?search=pads&category=c1&partNumber=04465-33471&brand=Toyota&model=Camry&year=2020&page=3',
      <ProductsAdminPage />,
      '/dashboard/products',
    );
    await screen.findByText('Front brake pads');
    // The search box's words are the API's keywords; the car goes as the documented search's.
    expect(lists.map((request) => request.query)).toEqual([
      {
        page: '3',
        limit: '20',
        keywords: 'pads',
        category: 'c1',
        partNumber: '04465-33471',
        brand: 'Toyota',
        model: 'Camry',
        year: '2020',
      },
    ]);
    await waitFor(() => expect(chosenOption('Filter by model')).toBe('Camry'));
    expect(modelRequests.map((request) => request.query)).toEqual([{ make: 'Toyota' }]);
  });

  it('finds products by part number as typed, and by car from the vehicle catalog', async () => {
    renderScreen();
    await screen.findByText('Front brake pads');
    const partNumber = screen.getByLabelText('Filter by part number');
    fireEvent.change(partNumber, { target: { value: ' 04465-33471 ' } });
    fireEvent.keyDown(partNumber, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentSearch()).toBe('?partNumber=04465-33471'));
    await waitFor(() => expect(lists.at(-1)?.query.partNumber).toBe('04465-33471'));

    // A model is of a make: none can be picked before it.
    expect(selectIsDisabled('Filter by model')).toBe(true);
    await chooseOption('Filter by brand', 'Toyota');
    await waitFor(() => expect(currentSearch()).toBe('?partNumber=04465-33471&brand=Toyota'));
    await chooseOption('Filter by model', 'Camry');
    const year = screen.getByLabelText('Filter by year');
    fireEvent.change(year, { target: { value: '2020' } });
    fireEvent.keyDown(year, { key: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lists.at(-1)?.query).toMatchObject({
        partNumber: '04465-33471',
        brand: 'Toyota',
        model: 'Camry',
        year: '2020',
      }),
    );

    // Another make drops the model of the one before.
    await chooseOption('Filter by brand', 'Lexus');
    await waitFor(() =>
      expect(currentSearch()).toBe('?partNumber=04465-33471&brand=Lexus&year=2020'),
    );
  });

  it("updates a row's product: prefilled, images kept unless new ones are picked", async () => {
    renderScreen();
    fireEvent.click(button('Update', await findRowOf('Front brake pads')));

    expect(formTitle()).toBe('Update Product');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Front brake pads');
    fillIn('Name', 'Front brake pads (ceramic)');
    fillIn('Name in Arabic', 'فحمات فرامل أمامية');
    fillIn('Stock', '7');
    fireEvent.click(button('Update Product'));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.path).toBe('/product/updateProduct/p1');
    // No images: the product keeps its own, and the form goes as JSON.
    expect(updates[0]!.body).toMatchObject({
      name: 'Front brake pads (ceramic)',
      description: 'Ceramic pads',
      nameAr: 'فحمات فرامل أمامية',
      price: 249.5,
      category: 'c1',
      isForSpecificCar: true,
      carEngine: '1HGCM82633A004352',
      stock: 7,
      carDetails: { model: 'Camry', year: 2020, agency: 'Toyota', warranty: true },
      partNumber: '04465-33471',
    });
    expect(await screen.findByText('Product updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(formTitle()).toBe('Add Product'));
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it("says 'No Product Found' when there are none", async () => {
    answerProducts([]);
    renderScreen();
    expect(await screen.findByText('No Product Found')).toBeInTheDocument();
  });

  it('offers the year from 1980 to 2024 and hints at 2 to 4 images', () => {
    renderScreen();
    const year = screen.getByLabelText('Year');
    expect(year).toHaveAttribute('aria-valuemin', '1980');
    expect(year).toHaveAttribute('aria-valuemax', '2024');
    expect(screen.getByText('add 2 to 4 images')).toBeInTheDocument();
  });

  it('wants name, description, price, category and an image', async () => {
    renderScreen();
    submit();
    expect(await findAlertText()).toBe(REQUIRED);

    await fillRequired();
    submit();
    // Still no image.
    expect(await findAlertText()).toBe(REQUIRED);
    expect(additions).toHaveLength(0);
  });

  it('brings its warning into view and focuses it, at each press of the button', async () => {
    const scrolled = watchScrollsIntoView();
    renderScreen();
    submit();
    expect(await findAlertText()).toBe(REQUIRED);
    // The warning's box, above the fields: the keyboard and a screen reader go on from it.
    const warning = warningBox();
    await waitFor(() => expect(warning).toHaveFocus());
    expect(scrolled).toEqual([warning]);

    // The same warning again, the admin having scrolled back down to the button.
    warning.blur();
    submit();
    await waitFor(() => expect(scrolled).toEqual([warning, warning]));
    expect(warning).toHaveFocus();
  });

  it('refuses an image of another type', async () => {
    renderScreen();
    await fillRequired();
    pickImages('front.png', 'drawing.svg');
    submit();
    expect(await findAlertText()).toBe(
      'Please upload an image in a supported format only(jpg, jpeg, png, gif, bmp, webp).',
    );
    expect(additions).toHaveLength(0);
  });

  it('checks the VIN as it is typed', async () => {
    renderScreen();
    fillIn('Car Engine (VIN)', 'IOQ-NOT-A-VIN');
    expect(
      await screen.findByText(
        'VIN must contain only 17 letters and numbers, excluding I, O, and Q.',
      ),
    ).toBeInTheDocument();
  });

  it('adds the product with its car data and images, then lists it again', async () => {
    const adding = heldReply();
    const additions = onApi(ADD_ROUTE, adding.reply);
    renderScreen();
    await screen.findByText('Front brake pads');
    await fillRequired();
    fillIn('Car Engine (VIN)', '1HGCM82633A004352');
    fillIn('Model', 'Camry');
    fillIn('Year', '2020');
    fillIn('Agency', 'Toyota');
    fireEvent.click(screen.getByLabelText('False'));
    fireEvent.click(screen.getByLabelText('For a specific car'));
    pickImages('front.png', 'back.webp');
    submit();

    await waitFor(() => expect(additions).toHaveLength(1));
    expect(formFields(additions[0]!.body)).toEqual({
      name: 'Rear brake discs',
      description: 'Vented discs',
      price: '399',
      category: 'c1',
      isForSpecificCar: 'true',
      carEngine: '1HGCM82633A004352',
      'carDetails[model]': 'Camry',
      'carDetails[year]': '2020',
      'carDetails[agency]': 'Toyota',
      'carDetails[warranty]': 'false',
      productImage: ['front.png', 'back.webp'],
    });
    // The upload's progress shows until the answer is in.
    expect(await screen.findByRole('progressbar', { name: 'Uploading' })).toBeInTheDocument();
    adding.answer({ message: 'Product added successfully' });
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading' })).not.toBeInTheDocument();
    await waitFor(() => expect(lists).toHaveLength(2));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("shows 'error' / 'Please, try again!' when the product cannot be added", async () => {
    onApi(ADD_ROUTE, failure(400));
    renderScreen();
    await fillRequired();
    pickImages('front.png');
    submit();
    expect(await findDialog()).toMatchObject({ title: 'error', content: 'Please, try again!' });
  });

  it('deletes a product after the confirmation, and says so', async () => {
    renderScreen();
    const row = await findRowOf('Front brake pads');
    fireEvent.click(button('Delete', row));
    const confirm = await findDialog();
    expect(confirm).toMatchObject({
      title: 'Are you sure?',
      content: "You won't be able to revert this!",
    });
    expect(button('Cancel', confirm.element)).toBeTruthy();
    fireEvent.click(button('Yes, delete it!', confirm.element));

    await waitFor(async () =>
      expect(await findDialog()).toMatchObject({
        title: 'Deleted!',
        content: 'The Product has been deleted.',
      }),
    );
    expect(deletions.map((request) => request.path)).toEqual(['/product/deleteProduct/p1']);
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('says so when the product cannot be deleted', async () => {
    onApi(DELETE_ROUTE, networkError);
    renderScreen();
    const row = await findRowOf('Front brake pads');
    fireEvent.click(button('Delete', row));
    fireEvent.click(await findButton('Yes, delete it!'));
    await waitFor(async () => expect((await findDialog()).title).toBe('Error!'));
    expect(screen.getByText('There was an issue deleting the Product.')).toBeInTheDocument();
  });
});
