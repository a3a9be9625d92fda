import type { CarAnswer, CarBrand, CarsAnswer, UserCar } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { AddVehiclePage } from './AddVehiclePage';

const VIN_MESSAGE = 'VIN must contain only 17 letters and numbers, excluding I, O, and Q.';
const toyota: CarBrand = {
  _id: 'b1',
  carBrand: 'Toyota',
  carBrandLogo: { url: 'http://img.test/toyota.png' },
};
const vinCar: UserCar = {
  _id: 'c1',
  logo: { url: 'http://img.test/c1.png' },
  mileage: 42000,
  engineNumber: '1HGCM82633A004352',
};
const detailsCar: UserCar = {
  _id: 'c2',
  logo: { url: 'http://img.test/c2.png' },
  mileage: 15000,
  carDetails: { model: 'Camry', year: 2021, agency: 'Abdul Latif Jameel', warranty: true },
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

async function chooseBrand(name: string) {
  fireEvent.mouseDown(panel().getByLabelText('Car Brand'));
  fireEvent.click(await screen.findByTitle(name));
}

async function fillDetails(warranty: 'True' | 'False') {
  await chooseBrand('Toyota');
  fillIn('Mileage (KM)', '12000');
  fillIn('Model', 'Camry');
  fillIn('Year', '2022');
  fillIn('Agency', 'Abdul Latif Jameel');
  fireEvent.click(panel().getByLabelText(warranty));
}

/** The text of every open dialog: warnings and errors are alerts, successes are not. */
const dialogsText = () =>
  [...screen.queryAllByRole('alertdialog'), ...screen.queryAllByRole('dialog')]
    .map((dialog) => dialog.textContent)
    .join(' | ');

// Forms of antd in jsdom are slow on a busy machine: more room than the default 20 s.
describe('Add Vehicle screen', { timeout: 45_000 }, () => {
  let carsReads: SentRequest[];
  let registrations: SentRequest[];
  let logoReads: string[];
  beforeEach(() => {
    onApi('GET /car/getAllcarBrands', { message: 'ok', cars: [toyota] });
    carsReads = answerCars(carsOf([]));
    registrations = answerRegistration({
      message: 'Car registered successfully with car details.',
      car: vinCar,
    });
    logoReads = [];
    server.use(
      http.get(toyota.carBrandLogo.url, ({ request }) => {
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
    expect(screen.getByLabelText('Model')).toBeInTheDocument();
    expect(screen.queryByLabelText('Vehicle Number (VIN)')).not.toBeInTheDocument();
    expect(await screen.findByText('You have no saved vehicles yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Add Vehicle By VIN' }));
    expect(await screen.findByLabelText('Vehicle Number (VIN)')).toBeInTheDocument();
  });

  it('checks the VIN on each keystroke and shows what it decodes to', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Add Vehicle By VIN' }));
    const vin = await screen.findByLabelText('Vehicle Number (VIN)');

    fireEvent.change(vin, { target: { value: '1HGCM8' } });
    expect(await screen.findByText(VIN_MESSAGE)).toBeInTheDocument();

    fireEvent.change(vin, { target: { value: '1HGCM82633A00435O' } });
    expect(await screen.findByText(VIN_MESSAGE)).toBeInTheDocument();

    fireEvent.change(vin, { target: { value: '1HGCM82633A004352' } });
    await waitFor(() => expect(screen.queryByText(VIN_MESSAGE)).not.toBeInTheDocument());
    expect(screen.getByText('Honda')).toBeInTheDocument();
    expect(screen.getByText('2003')).toBeInTheDocument();
    expect(screen.queryByText(/check digit/)).not.toBeInTheDocument();

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
    expect(logoReads).toEqual(['http://img.test/toyota.png']);
    expect(formFields(registrations[0]!.body)).toEqual({
      logo: 'logo.png',
      mileage: '12000',
      model: 'Camry',
      year: '2022',
      agency: 'Abdul Latif Jameel',
      warranty: 'false',
    });
  });

  it("shows only 'Incomplete Data' when an empty form is sent and refused", async () => {
    const registrations = answerRegistration(failure(400));
    renderPage();
    await screen.findByLabelText('Mileage (KM)');
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

  it('warns on a missing VIN, then shows the duplicate warning or the failure', async () => {
    const registrations = answerRegistration(
      apiError(409, 'Conflict', {
        err: 'You already have a car registered with this Vehicle Number.',
      }),
      failure(400),
    );
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Add Vehicle By VIN' }));
    await screen.findByLabelText('Vehicle Number (VIN)');
    await chooseBrand('Toyota');
    fillIn('Mileage (KM)', '500');
    fireEvent.click(button('Add Vehicle'));
    await waitFor(() =>
      expect(dialogsText()).toContain('You already have a car registered with this Vehicle Number'),
    );
    expect(dialogsText()).toContain('Incomplete Data');

    fillIn('Vehicle Number (VIN)', '1HGCM82633A004352');
    fireEvent.click(button('Add Vehicle'));
    await waitFor(() => expect(dialogsText()).toContain('Error adding vehicle'));
    expect(formFields(registrations[1]!.body)).toEqual({
      logo: 'logo.png',
      mileage: '500',
      engineNumber: '1HGCM82633A004352',
    });
  });

  it('opens the VIN form for a car with an engine number and the details form otherwise', async () => {
    answerCars(carsOf([vinCar, detailsCar]));
    const updates = answerUpdate({ message: 'Car updated successfully.', car: vinCar });
    renderPage();

    const vinCard = await screen.findByRole('article', { name: '1HGCM82633A004352' });
    expect(vinCard).toHaveTextContent(/42000/);
    fireEvent.click(within(vinCard).getByRole('button', { name: 'Update' }));
    let form = screen.getByRole('form', { name: 'Update Vehicle' });
    expect((within(form).getByLabelText('Vehicle Number (VIN)') as HTMLInputElement).value).toBe(
      '1HGCM82633A004352',
    );
    expect(within(form).queryByLabelText('Model')).not.toBeInTheDocument();

    const detailsCard = screen.getByRole('article', { name: 'Camry 2021' });
    fireEvent.click(within(detailsCard).getByRole('button', { name: 'Update' }));
    form = screen.getByRole('form', { name: 'Update Vehicle' });
    expect((within(form).getByLabelText('Model') as HTMLInputElement).value).toBe('Camry');
    expect((within(form).getByLabelText('Agency') as HTMLInputElement).value).toBe(
      'Abdul Latif Jameel',
    );
    expect(within(form).queryByLabelText('Vehicle Number (VIN)')).not.toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Mileage (KM)'), { target: { value: '16000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(dialogsText()).toContain('Car updated successfully.'));
    expect(updates.map((request) => request.path)).toEqual(['/car/updateUserCar/c2']);
    expect(formFields(updates[0]!.body)).toEqual({
      mileage: '16000',
      'carDetails[model]': 'Camry',
      'carDetails[year]': '2021',
      'carDetails[agency]': 'Abdul Latif Jameel',
      'carDetails[warranty]': 'true',
    });
    expect(screen.queryByRole('form', { name: 'Update Vehicle' })).not.toBeInTheDocument();
  });

  it("shows 'Error updating vehicle' and keeps the form when the update fails", async () => {
    answerCars(carsOf([vinCar]));
    answerUpdate(failure(400));
    renderPage();
    const card = await screen.findByRole('article', { name: '1HGCM82633A004352' });
    fireEvent.click(within(card).getByRole('button', { name: 'Update' }));
    fireEvent.click(button('Update Vehicle'));
    await waitFor(() => expect(dialogsText()).toContain('Error updating vehicle'));
    expect(screen.getByRole('form', { name: 'Update Vehicle' })).toBeInTheDocument();
  });
});
