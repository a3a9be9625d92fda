import type { CarAnswer, CarsAnswer, UserCar } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { requiredMarkOf } from '@/test/forms';
import { renderAt } from '@/test/render';
import {
  apiError,
  failure,
  formFields,
  onApi,
  server,
  type Reply,
  type SentRequest,
} from '@/test/server';
import {
  answerVehicleCatalog,
  carField as carFieldIn,
  pickSuggestion,
  toyota,
} from '@/test/vehicles';
import { AddVehiclePage } from './AddVehiclePage';

const VIN_MESSAGE = 'VIN must contain only 17 letters and numbers, excluding I, O, and Q.';
/** A Honda of 2003. */
const HONDA_VIN = '1HGCM82633A004352';
const vinCar: UserCar = {
  _id: 'c1',
  logo: { url: 'http://img.test/c1.png' },
  mileage: 42000,
  engineNumber: HONDA_VIN,
  decoded: { manufacturer: 'Honda', modelYear: 2003 },
  vehicle: { make: 'Honda', makeAr: 'هوندا', model: 'Accord', modelAr: 'أكورد', year: 2003 },
};
const detailsCar: UserCar = {
  _id: 'c2',
  logo: { url: 'http://img.test/c2.png' },
  mileage: 15000,
  carDetails: { model: 'Camry', year: 2021, agency: 'Toyota', warranty: true },
  vehicle: { make: 'Toyota', makeAr: 'تويوتا', model: 'Camry', modelAr: 'كامري', year: 2021 },
};
const carsOf = (cars: UserCar[]): CarsAnswer => ({ message: 'ok', cars });
const answerCars = (reply: Reply<CarsAnswer>) => onApi('GET /car/userCars', reply);
const answerRegistration = (...replies: Reply<CarAnswer>[]) =>
  onApi('POST /car/registerUserCar', ...replies);
const answerUpdate = (reply: Reply<CarAnswer>) => onApi('PUT /car/updateUserCar/:id', reply);

const renderPage = () => renderAt('/addVehicle', <AddVehiclePage />);
/** The open tab (the other one stays in the page, hidden). */
const panel = () => within(screen.getByRole('tabpanel'));
const fillIn = (label: string, value: string) =>
  fireEvent.change(panel().getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });
/** A field of the car selector in the open tab, or in `scope`. */
const carField = (label: string, scope?: HTMLElement) =>
  carFieldIn(label, scope ?? screen.getByRole('tabpanel'));
const pick = (label: string, typed: string, name: string, scope?: HTMLElement) =>
  pickSuggestion(label, typed, name, scope ?? screen.getByRole('tabpanel'));

async function fillDetails(warranty: 'True' | 'False') {
  fireEvent.change(carField('Year'), { target: { value: '2022' } });
  await pick('Car Brand', 'Toy', 'Toyota');
  await pick('Model', 'Cam', 'Camry');
  fillIn('Mileage (KM)', '12000');
  fireEvent.click(panel().getByLabelText(warranty));
}

/** The text of every open dialog: warnings and errors are alerts, successes are not. */
const dialogsText = () =>
  [...screen.queryAllByRole('alertdialog'), ...screen.queryAllByRole('dialog')]
    .map((dialog) => dialog.textContent)
    .join(' | ');

/** Presses OK on the dialog shown. */
const answerDialog = () =>
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));

// Forms of antd in jsdom are slow on a busy machine: more room than the default 20 s.
describe('Add Vehicle screen', { timeout: 45_000 }, () => {
  let carsReads: SentRequest[];
  let registrations: SentRequest[];
  let logoReads: string[];
  beforeEach(() => {
    answerVehicleCatalog();
    carsReads = answerCars(carsOf([]));
    registrations = answerRegistration({
      message: 'Car registered successfully with car details.',
      car: vinCar,
    });
    logoReads = [];
    server.use(
      http.get('http://img.test/:logo', ({ request }) => {
        logoReads.push(request.url);
        return new HttpResponse('png', { headers: { 'content-type': 'image/png' } });
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens on the data tab, with the VIN tab one click away', async () => {
    renderPage();
    const selected = (name: string) =>
      screen.getByRole('tab', { name }).getAttribute('aria-selected');
    expect(selected('Add Vehicle By Data')).toBe('true');
    expect(selected('Add Vehicle By VIN')).toBe('false');
    expect(carField('Model')).toBeInTheDocument();
    expect(panel().queryByLabelText('Vehicle Number (VIN)')).not.toBeInTheDocument();
    expect(await screen.findByText('You have no saved vehicles yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Add Vehicle By VIN' }));
    expect(await panel().findByLabelText('Vehicle Number (VIN)')).toBeInTheDocument();
  });

  it('asks for the car by Year, one make and Model, and marks what is required', () => {
    renderPage();
    // One make field: the documented agency is the make picked.
    expect(panel().queryByLabelText('Agency')).not.toBeInTheDocument();
    // Every required field's label is marked, the selector's as Ant Design's.
    for (const label of ['Year', 'Car Brand', 'Model']) {
      expect(carField(label)).toBeRequired();
      expect(requiredMarkOf(label, screen.getByRole('tabpanel'))).toBeInTheDocument();
    }
    for (const label of ['Mileage (KM)', 'Warranty'])
      expect(requiredMarkOf(label, screen.getByRole('tabpanel'))).toBeInTheDocument();
  });

  it('checks the VIN on each keystroke and fills in the make and year it tells', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Add Vehicle By VIN' }));
    const vin = await panel().findByLabelText('Vehicle Number (VIN)');

    fireEvent.change(vin, { target: { value: '1HGCM8' } });
    expect(await screen.findByText(VIN_MESSAGE)).toBeInTheDocument();

    fireEvent.change(vin, { target: { value: '1HGCM82633A00435O' } });
    expect(await screen.findByText(VIN_MESSAGE)).toBeInTheDocument();

    fireEvent.change(vin, { target: { value: HONDA_VIN } });
    await waitFor(() => expect(screen.queryByText(VIN_MESSAGE)).not.toBeInTheDocument());
    expect(panel().getByText(/Maker:/)).toHaveTextContent('Maker: Honda · Model year: 2003');
    expect(screen.queryByText(/check digit/)).not.toBeInTheDocument();
    await waitFor(() => expect(carField('Car Brand').value).toBe('Honda'));
    expect(carField('Year').value).toBe('2003');
    expect(panel().getByText(/Pick the model/)).toBeInTheDocument();

    fireEvent.change(vin, { target: { value: '1HGCM82643A004352' } });
    expect(await screen.findByText(/check digit/)).toBeInTheDocument();
  });

  it("warns 'Incomplete Data' when the warranty is False, and still sends the car", async () => {
    renderPage();
    await fillDetails('False');
    fireEvent.click(button('Add Vehicle'));

    await waitFor(() => expect(registrations).toHaveLength(1));
    expect(dialogsText()).toContain('Incomplete Data');
    expect(dialogsText()).toContain('Please fill in all fields before add vehicle!');
    // The warning is read first, alone; the success follows once it is answered.
    expect(dialogsText()).not.toContain('Car registered successfully');
    answerDialog();
    await waitFor(() =>
      expect(dialogsText()).toContain('Car registered successfully with car details'),
    );
    expect(dialogsText()).not.toContain('Incomplete Data');
    // The make's logo is the car's.
    expect(logoReads).toEqual([toyota.logo.url]);
    expect(formFields(registrations[0]!.body)).toEqual({
      logo: 'logo.png',
      mileage: '12000',
      model: 'Camry',
      year: '2022',
      agency: 'Toyota',
      warranty: 'false',
    });
  });

  it("shows only 'Incomplete Data' when an empty form is sent and refused", async () => {
    const registrations = answerRegistration(failure(400));
    renderPage();
    await panel().findByLabelText('Mileage (KM)');
    fireEvent.click(button('Add Vehicle'));

    await waitFor(() => expect(registrations).toHaveLength(1));
    await waitFor(() => expect(dialogsText()).toContain('Incomplete Data'));
    // Give a second dialog every chance to open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialogsText()).not.toContain('Error adding vehicle');
  });

  it('registers a complete car by data without the warning', async () => {
    renderPage();
    await fillDetails('True');
    fireEvent.click(button('Add Vehicle'));

    await waitFor(() =>
      expect(dialogsText()).toContain('Car registered successfully with car details'),
    );
    expect(dialogsText()).not.toContain('Incomplete Data');
    expect(formFields(registrations[0]!.body)).toMatchObject({ warranty: 'true' });
    expect(carsReads).toHaveLength(2);
  });

  it("names the VIN's maker and model year in the reader's language", async () => {
    useLanguageStore.getState().setLanguage('ar');
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'إضافة مركبة برقم الهيكل' }));
    fireEvent.change(await panel().findByLabelText('رقم الهيكل (VIN)'), {
      target: { value: HONDA_VIN },
    });
    await waitFor(() =>
      expect(panel().getByText(/الشركة المصنعة/)).toHaveTextContent(
        'الشركة المصنعة: هوندا · سنة الطراز: ٢٠٠٣',
      ),
    );
  });

  it('reads a mileage typed in Arabic-Indic digits as its number', async () => {
    renderPage();
    await fillDetails('True');
    fillIn('Mileage (KM)', '١٢٥٠٠');
    fireEvent.blur(panel().getByLabelText('Mileage (KM)'));
    fireEvent.click(button('Add Vehicle'));

    await waitFor(() => expect(registrations).toHaveLength(1));
    expect(formFields(registrations[0]!.body)).toMatchObject({ mileage: '12500' });
  });

  it('sends the model picked beside the VIN', async () => {
    const registrations = answerRegistration({
      message: 'Car registered successfully with engine number.',
      car: vinCar,
    });
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Add Vehicle By VIN' }));
    fillIn('Vehicle Number (VIN)', HONDA_VIN.toLowerCase());
    await waitFor(() => expect(carField('Car Brand').value).toBe('Honda'));
    await pick('Model', 'acc', 'Accord');
    fillIn('Mileage (KM)', '42000');
    fireEvent.click(button('Add Vehicle'));
    await waitFor(() =>
      expect(dialogsText()).toContain('Car registered successfully with Vehicle Number'),
    );
    expect(dialogsText()).not.toContain('Incomplete Data');
    expect(formFields(registrations.at(-1)!.body)).toEqual({
      logo: 'logo.png',
      mileage: '42000',
      engineNumber: HONDA_VIN,
      model: 'Accord',
    });
  });

  it('warns on a missing VIN, then shows the duplicate warning or the failure', async () => {
    const registrations = answerRegistration(
      apiError(409, 'Conflict', {
        err: 'You already have a car registered with this Vehicle Number.',
      }),
      failure(400),
    );
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Add Vehicle By VIN' }));
    await panel().findByLabelText('Vehicle Number (VIN)');
    await pick('Car Brand', 'Toy', 'Toyota');
    fillIn('Mileage (KM)', '500');
    fireEvent.click(button('Add Vehicle'));
    // One dialog at a time, in order: the warning, then the server's refusal.
    await waitFor(() => expect(registrations).toHaveLength(1));
    expect(dialogsText()).toContain('Incomplete Data');
    answerDialog();
    await waitFor(() =>
      expect(dialogsText()).toContain('You already have a car registered with this Vehicle Number'),
    );
    answerDialog();

    fillIn('Vehicle Number (VIN)', HONDA_VIN);
    fireEvent.click(button('Add Vehicle'));
    await waitFor(() => expect(dialogsText()).toContain('Error adding vehicle'));
    expect(formFields(registrations[1]!.body)).toEqual({
      logo: 'logo.png',
      mileage: '500',
      engineNumber: HONDA_VIN,
    });
  });

  it('opens the VIN form for a car with an engine number and the details form otherwise', async () => {
    answerCars(carsOf([vinCar, detailsCar]));
    const updates = answerUpdate({ message: 'Car updated successfully.', car: vinCar });
    renderPage();

    const vinCard = await screen.findByRole('article', { name: HONDA_VIN });
    expect(vinCard).toHaveTextContent(/42,000/);
    fireEvent.click(within(vinCard).getByRole('button', { name: 'Update' }));
    const updateForm = () => screen.getByRole('form', { name: 'Update Vehicle' });
    let form = within(updateForm());
    expect((form.getByLabelText('Vehicle Number (VIN)') as HTMLInputElement).value).toBe(HONDA_VIN);
    // The model picked when the car was saved, not the VIN's reading alone.
    await waitFor(() => expect(carField('Model', updateForm()).value).toBe('Accord'));
    fireEvent.click(form.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(dialogsText()).toContain('Car updated successfully.'));
    expect(formFields(updates[0]!.body)).toEqual({
      mileage: '42000',
      engineNumber: HONDA_VIN,
      model: 'Accord',
    });

    const detailsCard = screen.getByRole('article', { name: 'Camry 2021' });
    fireEvent.click(within(detailsCard).getByRole('button', { name: 'Update' }));
    form = within(screen.getByRole('form', { name: 'Update Vehicle' }));
    await waitFor(() => expect(carField('Model', updateForm()).value).toBe('Camry'));
    expect(carField('Car Brand', updateForm()).value).toBe('Toyota');
    expect(form.queryByLabelText('Vehicle Number (VIN)')).not.toBeInTheDocument();

    fireEvent.change(form.getByLabelText('Mileage (KM)'), { target: { value: '16000' } });
    fireEvent.click(form.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates.map((request) => request.path)).toEqual([
      '/car/updateUserCar/c1',
      '/car/updateUserCar/c2',
    ]);
    expect(formFields(updates[1]!.body)).toEqual({
      mileage: '16000',
      'carDetails[model]': 'Camry',
      'carDetails[year]': '2021',
      'carDetails[agency]': 'Toyota',
      'carDetails[warranty]': 'true',
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Update Vehicle' })).not.toBeInTheDocument(),
    );
  });

  it("shows 'Error updating vehicle' and keeps the form when the update fails", async () => {
    answerCars(carsOf([vinCar]));
    answerUpdate(failure(400));
    renderPage();
    const card = await screen.findByRole('article', { name: HONDA_VIN });
    fireEvent.click(within(card).getByRole('button', { name: 'Update' }));
    fireEvent.click(button('Update Vehicle'));
    await waitFor(() => expect(dialogsText()).toContain('Error updating vehicle'));
    expect(screen.getByRole('form', { name: 'Update Vehicle' })).toBeInTheDocument();
  });
});
