import type { Product } from '@shop/shared';
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { onePage } from '@/test/admin';
import { answerVehicleCatalog } from '@/test/fixtures/vehicle-catalog';
import {
  chooseOption,
  chosenOption,
  errorsOfField,
  fieldErrors,
  fieldsetOf,
  fillIn,
  findOption,
  imageFile,
  pickFiles,
  removeTag,
  requiredMarkOf,
  selectIsDisabled,
  typeInSelect,
} from '@/test/forms';
import { button, findDialog, toastTexts } from '@/test/queries';
import { renderInProviders } from '@/test/render';
import { apiError, formFields, onApi, type SentRequest } from '@/test/server';
import { ProductForm } from './ProductForm';

const brakes = { _id: 'c1', name: 'Brakes', description: '' };
const NEXT_YEAR = new Date().getFullYear() + 1;

/** A product with its part data and two cars, as the API answers it. */
const pads: Product = {
  _id: 'p1',
  name: 'Front brake pads',
  description: 'Ceramic pads',
  price: 249.5,
  category: brakes,
  image: [{ secure_url: 'http://shop.test/uploads/p1.png' }],
  isForSpecificCar: false,
  manufacturer: 'Toyota Genuine',
  partNumber: '04465-33471',
  oemNumbers: ['04465-06090'],
  fitments: [
    { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023, engine: '2.5L-I4' },
    { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2023 },
  ],
};

// jsdom cannot make object URLs; the picked images' thumbnails use them.
URL.createObjectURL = () => 'blob:thumbnail';

const renderForm = (editing?: Product) =>
  renderInProviders(<ProductForm categories={[brakes]} editing={editing} onSaved={vi.fn()} />);

/** The fieldset of the form's car `number` (its legend says "Car 1"...). */
const car = (number: number, legend = `Car ${number}`) => fieldsetOf(legend);

const valueIn = (row: HTMLElement, label: string) =>
  (within(row).getByLabelText(label) as HTMLInputElement).value;

const typeIn = (row: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(row).getByLabelText(label), { target: { value } });

async function fillRequired() {
  fillIn('Name', 'Rear brake discs');
  fillIn('Description', 'Vented discs');
  fillIn('Price', '399');
  fireEvent.mouseDown(screen.getByLabelText('Category'));
  fireEvent.click(await screen.findByTitle('Brakes'));
  pickFiles(imageFile('front.png'));
}

/** Adds a car with `make` and `model` picked, answering the row. */
async function addCar(number: number, make: string, model: string) {
  fireEvent.click(button('Add a car'));
  const row = car(number);
  await chooseOption('Make', make, row);
  await chooseOption('Model', model, row);
  return row;
}

describe('the product form: the cars it fits', () => {
  let modelRequests: SentRequest[];
  let additions: SentRequest[];
  beforeEach(() => {
    useSessionStore.getState().login('token', 'admin');
    modelRequests = answerVehicleCatalog();
    additions = onApi('POST /product/addProduct', { message: 'Product added successfully' });
  });

  it('adds cars as rows: make and model from the catalog, with its years and engines', async () => {
    renderForm();
    expect(
      screen.getByText('No cars yet: add the cars it fits, or copy those of another product.'),
    ).toBeInTheDocument();
    const first = await addCar(1, 'Toyota', 'Camry');
    expect(modelRequests.map((request) => request.query)).toEqual([{ make: 'Toyota' }]);
    // The model's years come with it; the admin narrows them.
    expect(valueIn(first, 'From year')).toBe('1990');
    expect(valueIn(first, 'To year')).toBe(String(NEXT_YEAR));
    typeIn(first, 'From year', '2018');
    typeIn(first, 'To year', '2023');
    await chooseOption('Engine', '2.5L 4-cylinder', first);
    typeIn(first, 'Notes', ' Front axle ');

    await fillRequired();
    fillIn('Maker', 'Toyota Genuine');
    fillIn('Part number', ' 04465-33471 ');
    const oem = screen.getByLabelText('OEM numbers');
    for (const number of ['04465-06090', '04465-YZZ51']) {
      fireEvent.change(oem, { target: { value: number } });
      fireEvent.keyDown(oem, { key: 'Enter', keyCode: 13 });
    }
    fireEvent.click(button('Add Product'));

    await waitFor(() => expect(additions).toHaveLength(1));
    // The lists go as JSON text fields, which the server reads back into lists.
    const { fitments, oemNumbers, ...fields } = formFields(additions[0]!.body);
    expect(fields).toEqual({
      name: 'Rear brake discs',
      description: 'Vented discs',
      price: '399',
      category: 'c1',
      isForSpecificCar: 'false',
      manufacturer: 'Toyota Genuine',
      partNumber: '04465-33471',
      productImage: 'front.png',
    });
    expect(JSON.parse(oemNumbers as string)).toEqual(['04465-06090', '04465-YZZ51']);
    expect(JSON.parse(fitments as string)).toEqual([
      {
        make: 'Toyota',
        model: 'Camry',
        yearFrom: 2018,
        yearTo: 2023,
        engine: '2.5L-I4',
        notes: 'Front axle',
      },
    ]);
  });

  it('bounds the years by a model’s, and offers engines only where it has them', async () => {
    renderForm();
    const row = await addCar(1, 'Lexus', 'ES');
    // A model no longer sold ends its years with its last.
    expect(valueIn(row, 'From year')).toBe('1992');
    expect(valueIn(row, 'To year')).toBe('2024');
    expect(within(row).getByLabelText('To year')).toHaveAttribute('aria-valuemax', '2024');
    expect(selectIsDisabled('Engine', row)).toBe(true);
  });

  it('sends the lists of a product updated with new images as JSON fields of the form', async () => {
    const updates = onApi('PUT /product/updateProduct/:id', { message: 'ok' });
    renderForm(pads);
    pickFiles(imageFile('new.png'));
    removeTag('OEM numbers', '04465-06090');
    fireEvent.click(button('Update Product'));
    await waitFor(() => expect(updates).toHaveLength(1));
    const { fitments, oemNumbers, ...fields } = formFields(updates[0]!.body);
    expect(fields).toMatchObject({
      manufacturer: 'Toyota Genuine',
      partNumber: '04465-33471',
      productImage: 'new.png',
    });
    expect(JSON.parse(fitments as string)).toEqual(pads.fitments);
    // Emptied: an empty list, which clears the product's.
    expect(oemNumbers).toBe('[]');
  });

  it('names the stock field by its label, its hint read as its description', () => {
    renderForm();
    const stock = screen.getByRole('spinbutton', { name: 'Stock' });
    expect(stock).toHaveAccessibleDescription('Units in stock; leave empty to not track stock');
  });

  it('sends the texts emptied on a product updated with new images, to clear them', async () => {
    const updates = onApi('PUT /product/updateProduct/:id', { message: 'ok' });
    renderForm({ ...pads, nameAr: 'فحمات فرامل' });
    pickFiles(imageFile('new.png'));
    fillIn('Name in Arabic', '');
    fillIn('Maker', '');
    fireEvent.click(button('Update Product'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(formFields(updates[0]!.body)).toMatchObject({
      nameAr: '',
      manufacturer: '',
      partNumber: '04465-33471',
    });
  });

  it('finds makes and models by their Arabic names, and shows them in Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    renderForm();
    fireEvent.click(button('أضف سيارة'));
    const row = car(1, 'السيارة ١');
    typeInSelect('الشركة', 'تويو', row);
    fireEvent.click(await findOption('تويوتا'));
    await chooseOption('الطراز', 'كامري', row);
    expect(chosenOption('الطراز', row)).toBe('كامري');
  });

  it.each([
    ['en', 'Add a car', 'Car 1', ['Make', 'Model'], ['From year', 'To year'], ['Engine', 'Notes']],
    [
      'ar',
      'أضف سيارة',
      'السيارة ١',
      ['الشركة', 'الطراز'],
      ['من سنة', 'إلى سنة'],
      ['المحرك', 'ملاحظات'],
    ],
  ] as const)(
    "marks a car's make, model and years required, on their labels and fields (%s)",
    async (language, add, legend, required, years, optional) => {
      useLanguageStore.getState().setLanguage(language);
      renderForm();
      fireEvent.click(button(add));
      const row = car(1, legend);
      // Each named by its label alone, the mark hidden from assistive technology.
      for (const label of required) {
        expect(requiredMarkOf(label, row)).toBeInTheDocument();
        expect(within(row).getByRole('combobox', { name: label })).toBeRequired();
      }
      for (const label of years) {
        expect(requiredMarkOf(label, row)).toBeInTheDocument();
        expect(within(row).getByRole('spinbutton', { name: label })).toBeRequired();
      }
      // What may stay empty has no mark.
      for (const label of optional) expect(requiredMarkOf(label, row)).toBeNull();
      // Only on the comboboxes, where ARIA allows it (FormSelect).
      const { violations } = await axe.run(row, { runOnly: ['aria-allowed-attr'] });
      expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual(
        [],
      );
    },
  );

  it.each([
    ['en', ['Name', 'Price', 'Category', 'Description'], ['Stock', 'Maker', 'Part number']],
    ['ar', ['الاسم', 'السعر', 'الفئة', 'الوصف'], ['المخزون', 'الشركة المصنّعة']],
  ] as const)(
    'marks what the form needs required, on the labels and fields (%s)',
    async (language, required, optional) => {
      useLanguageStore.getState().setLanguage(language);
      renderForm(pads);
      for (const label of required) {
        expect(requiredMarkOf(label)).toBeInTheDocument();
        expect(screen.getByLabelText(label)).toBeRequired();
      }
      for (const label of optional) expect(requiredMarkOf(label)).toBeNull();
      const { violations } = await axe.run(document.body, { runOnly: ['aria-allowed-attr'] });
      expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual(
        [],
      );
    },
  );

  it('removes a row, the others keeping their cars', async () => {
    renderForm();
    await addCar(1, 'Toyota', 'Camry');
    await addCar(2, 'Lexus', 'ES');
    fireEvent.click(within(car(1)).getByRole('button', { name: 'Remove car 1' }));
    await waitFor(() => expect(() => car(2)).toThrow());
    expect(chosenOption('Make', car(1))).toBe('Lexus');
    expect(chosenOption('Model', car(1))).toBe('ES');
  });

  it('checks each row: a make, a model, and years within the model’s, in order', async () => {
    renderForm();
    await fillRequired();
    fireEvent.click(button('Add a car'));
    fireEvent.click(button('Add Product'));
    await waitFor(() =>
      expect(fieldErrors(car(1))).toEqual([
        'Choose a make',
        'Choose a model',
        'Enter a year',
        'Enter a year',
      ]),
    );
    await waitFor(() => expect(within(car(1)).getByLabelText('Make')).toHaveFocus());

    await chooseOption('Make', 'Lexus', car(1));
    await chooseOption('Model', 'ES', car(1));
    // The fields offer the model's years only.
    expect(within(car(1)).getByLabelText('From year')).toHaveAttribute('aria-valuemin', '1992');
    expect(within(car(1)).getByLabelText('To year')).toHaveAttribute('aria-valuemax', '2024');
    typeIn(car(1), 'From year', '2021');
    typeIn(car(1), 'To year', '2020');
    await waitFor(() => expect(fieldErrors(car(1))).toEqual(['Not before the first year']));
    fireEvent.click(button('Add Product'));
    await waitFor(() => expect(fieldErrors(car(1))).toEqual(['Not before the first year']));
    // The form goes to the field it refuses, a screen or more above the button.
    await waitFor(() => expect(within(car(1)).getByLabelText('To year')).toHaveFocus());
    expect(additions).toHaveLength(0);
  });

  it("refuses years a car's model was not sold in", async () => {
    const updates = onApi('PUT /product/updateProduct/:id', { message: 'ok' });
    renderForm({
      ...pads,
      fitments: [{ make: 'Lexus', model: 'ES', yearFrom: 1985, yearTo: 2023 }],
    });
    // Once the catalog tells the model's years.
    await waitFor(() =>
      expect(within(car(1)).getByLabelText('From year')).toHaveAttribute('aria-valuemin', '1992'),
    );
    fireEvent.click(button('Update Product'));
    await waitFor(() => expect(fieldErrors(car(1))).toEqual(['A year from 1992 to 2024']));
    expect(updates).toHaveLength(0);
  });

  it('a new make empties the model, its years and engine', async () => {
    renderForm();
    const row = await addCar(1, 'Toyota', 'Camry');
    await chooseOption('Engine', '3.5L V6', row);
    typeIn(row, 'Notes', 'Hybrid excluded');
    await chooseOption('Make', 'Lexus', row);
    await waitFor(() => expect(chosenOption('Model', row)).toBeUndefined());
    expect(valueIn(row, 'From year')).toBe('');
    expect(chosenOption('Engine', row)).toBeUndefined();
    expect(valueIn(row, 'Notes')).toBe('Hybrid excluded');
  });

  it('hides the rows of a part for every car, and sends it as universal', async () => {
    renderForm();
    await addCar(1, 'Toyota', 'Camry');
    fireEvent.click(screen.getByRole('switch', { name: 'Fits every car (universal)' }));
    await waitFor(() => expect(() => car(1)).toThrow());
    expect(() => button('Add a car')).toThrow();
    await fillRequired();
    fireEvent.click(button('Add Product'));
    await waitFor(() => expect(additions).toHaveLength(1));
    const fields = formFields(additions[0]!.body);
    expect(fields.universal).toBe('true');
    expect(fields).not.toHaveProperty('fitments');
  });

  it('copies the cars of a product found by its part number, each car once', async () => {
    const searches = onApi('GET /product/getAllProducts', onePage('products', [pads]));
    renderForm();
    const copier = 'Copy the cars of a product: its name or part number';
    // Nothing is asked before the admin opens it.
    expect(searches).toHaveLength(0);
    typeInSelect(copier, '04465-33471');
    await waitFor(() =>
      expect(searches.at(-1)?.query).toEqual({ page: '1', limit: '20', keywords: '04465-33471' }),
    );
    fireEvent.click(await findOption('Front brake pads · 04465-33471'));

    await waitFor(() => expect(toastTexts()).toContain('Cars copied from Front brake pads: 2'));
    expect(chosenOption('Model', car(1))).toBe('Camry');
    expect(valueIn(car(1), 'From year')).toBe('2018');
    expect(chosenOption('Engine', car(1))).toBe('2.5L 4-cylinder');
    expect(chosenOption('Model', car(2))).toBe('ES');

    await chooseOption(copier, 'Front brake pads · 04465-33471');
    await waitFor(() =>
      expect(toastTexts()).toContain('The cars of Front brake pads are all here already.'),
    );
    expect(() => car(3)).toThrow();
  });

  it("shows the server's refusals on their fields, in Arabic for an Arabic admin", async () => {
    onApi(
      'PUT /product/updateProduct/:id',
      apiError(400, 'Part number must be at most 40 characters', {
        code: 'TEXT_TOO_LONG',
        params: { field: 'Part number', max: '40' },
        errors: {
          partNumber: ['Part number must be at most 40 characters'],
          'fitments.1.yearFrom': ['Year must be a whole number from 1980 to next year'],
          productImage: ['Add at least one image.'],
        },
        errorCodes: {
          partNumber: ['TEXT_TOO_LONG'],
          'fitments.1.yearFrom': ['YEAR_INVALID'],
          productImage: ['IMAGE_REQUIRED'],
        },
      }),
    );
    useLanguageStore.getState().setLanguage('ar');
    renderForm(pads);
    fireEvent.click(button('تعديل المنتج'));

    // The documented dialog, and under it each refused field says why.
    expect((await findDialog()).title).toBe('خطأ');
    await waitFor(() =>
      expect(errorsOfField('رقم القطعة')).toEqual(['النص أطول من المسموح (٤٠ حرفاً على الأكثر).']),
    );
    expect(fieldErrors(car(2, 'السيارة ٢'))).toEqual([
      'سنة الصنع يجب أن تكون رقماً صحيحاً من أربعة أرقام ضمن السنوات المتاحة.',
    ]);
    expect(fieldErrors(car(1, 'السيارة ١'))).toEqual([]);
  });

  it("shows the server's own words on a refused field to an English admin", async () => {
    onApi(
      'PUT /product/updateProduct/:id',
      apiError(400, 'Toyota has no model "Camri" in the vehicle catalog.', {
        code: 'FITMENT_MODEL_UNKNOWN',
        errors: { 'fitments.0.model': ['Toyota has no model "Camri" in the vehicle catalog.'] },
        errorCodes: { 'fitments.0.model': ['FITMENT_MODEL_UNKNOWN'] },
      }),
    );
    renderForm(pads);
    fireEvent.click(button('Update Product'));
    await waitFor(() =>
      expect(fieldErrors(car(1))).toEqual(['Toyota has no model "Camri" in the vehicle catalog.']),
    );
    expect((await findDialog()).title).toBe('error');
  });

  it('updates a product as JSON: its part data and cars prefilled, an emptied list cleared', async () => {
    const updates = onApi('PUT /product/updateProduct/:id', {
      message: 'Product updated successfully.',
    });
    renderForm(pads);
    expect(valueIn(document.body, 'Part number')).toBe('04465-33471');
    await waitFor(() => expect(chosenOption('Engine', car(1))).toBe('2.5L 4-cylinder'));
    expect(chosenOption('Make', car(2))).toBe('Lexus');
    expect(valueIn(car(2), 'To year')).toBe('2023');

    fireEvent.click(within(car(2)).getByRole('button', { name: 'Remove car 2' }));
    typeIn(car(1), 'To year', '2024');
    removeTag('OEM numbers', '04465-06090');
    fireEvent.click(button('Update Product'));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.body).toEqual({
      name: 'Front brake pads',
      description: 'Ceramic pads',
      price: 249.5,
      category: 'c1',
      isForSpecificCar: false,
      stock: null,
      carDetails: {},
      manufacturer: 'Toyota Genuine',
      partNumber: '04465-33471',
      oemNumbers: [],
      fitments: [
        { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2024, engine: '2.5L-I4' },
      ],
    });
  });
});
