import type { CarBrand, UserCar } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderAt } from '@/test/render';
import { fetchBrandLogo } from '../api/fetch-brand-logo';
import { getCarBrands } from '../api/get-car-brands';
import { getUserCars } from '../api/get-user-cars';
import { registerUserCar } from '../api/register-user-car';
import { updateUserCar } from '../api/update-user-car';
import { AddVehiclePage } from './AddVehiclePage';

vi.mock('../api/fetch-brand-logo');
vi.mock('../api/get-car-brands');
vi.mock('../api/get-user-cars');
vi.mock('../api/register-user-car');
vi.mock('../api/update-user-car');
vi.mock('../api/delete-user-car');

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
const logo = new Blob(['png'], { type: 'image/png' });

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
  beforeEach(() => {
    vi.mocked(getCarBrands).mockReset().mockResolvedValue([toyota]);
    vi.mocked(getUserCars).mockReset().mockResolvedValue([]);
    vi.mocked(fetchBrandLogo).mockReset().mockResolvedValue(logo);
    vi.mocked(registerUserCar)
      .mockReset()
      .mockResolvedValue({ message: 'Car registered successfully with car details.', car: vinCar });
    vi.mocked(updateUserCar).mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens on the data tab, with the VIN tab one click away', async () => {
    renderPage();
    const selected = (name: string) =>
      screen.getByRole('tab', { name }).getAttribute('aria-selected');
    expect(selected('Add Vehicle By Data')).toBe('true');
    expect(selected('Add Vehicle By VIN')).toBe('false');
    expect(screen.getByLabelText('Model')).toBeTruthy();
    expect(screen.queryByLabelText('Vehicle Number (VIN)')).toBeNull();
    expect(await screen.findByText('You have no saved vehicles yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Add Vehicle By VIN' }));
    expect(await screen.findByLabelText('Vehicle Number (VIN)')).toBeTruthy();
  });

  it('checks the VIN on each keystroke and shows what it decodes to', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Add Vehicle By VIN' }));
    const vin = await screen.findByLabelText('Vehicle Number (VIN)');

    fireEvent.change(vin, { target: { value: '1HGCM8' } });
    expect(await screen.findByText(VIN_MESSAGE)).toBeTruthy();

    fireEvent.change(vin, { target: { value: '1HGCM82633A00435O' } });
    expect(await screen.findByText(VIN_MESSAGE)).toBeTruthy();

    fireEvent.change(vin, { target: { value: '1HGCM82633A004352' } });
    await waitFor(() => expect(screen.queryByText(VIN_MESSAGE)).toBeNull());
    expect(screen.getByText('Honda')).toBeTruthy();
    expect(screen.getByText('2003')).toBeTruthy();
    expect(screen.queryByText(/check digit/)).toBeNull();

    fireEvent.change(vin, { target: { value: '1HGCM82643A004352' } });
    expect(await screen.findByText(/check digit/)).toBeTruthy();
  });

  it("warns 'Incomplete Data' when the warranty is False, and still sends the car", async () => {
    renderPage();
    await fillDetails('False');
    fireEvent.click(button('Add Vehicle'));

    await waitFor(() => expect(registerUserCar).toHaveBeenCalledTimes(1));
    expect(dialogsText()).toContain('Incomplete Data');
    expect(dialogsText()).toContain('Please fill in all fields before add vehicle!');
    expect(fetchBrandLogo).toHaveBeenCalledWith('http://img.test/toyota.png');
    expect(registerUserCar).toHaveBeenCalledWith(
      {
        kind: 'data',
        mileage: 12000,
        model: 'Camry',
        year: 2022,
        agency: 'Abdul Latif Jameel',
        warranty: false,
      },
      logo,
    );
  });

  it("shows only 'Incomplete Data' when an empty form is sent and refused", async () => {
    vi.mocked(registerUserCar).mockRejectedValueOnce(new ApiError('Bad', 400));
    renderPage();
    await screen.findByLabelText('Mileage (KM)');
    fireEvent.click(button('Add Vehicle'));

    await waitFor(() => expect(registerUserCar).toHaveBeenCalledTimes(1));
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
    expect(vi.mocked(registerUserCar).mock.calls[0][0]).toMatchObject({ warranty: true });
    expect(getUserCars).toHaveBeenCalledTimes(2);
  });

  it('warns on a missing VIN, then shows the duplicate warning or the failure', async () => {
    vi.mocked(registerUserCar)
      .mockRejectedValueOnce(
        new ApiError('Conflict', 409, undefined, {
          message: 'Conflict',
          err: 'You already have a car registered with this Vehicle Number.',
        }),
      )
      .mockRejectedValueOnce(new ApiError('Bad', 400));
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
    expect(vi.mocked(registerUserCar).mock.calls[1][0]).toEqual({
      kind: 'vin',
      mileage: 500,
      engineNumber: '1HGCM82633A004352',
    });
  });

  it('opens the VIN form for a car with an engine number and the details form otherwise', async () => {
    vi.mocked(getUserCars).mockResolvedValue([vinCar, detailsCar]);
    vi.mocked(updateUserCar).mockResolvedValue({
      message: 'Car updated successfully.',
      car: vinCar,
    });
    renderPage();

    const vinCard = await screen.findByRole('article', { name: '1HGCM82633A004352' });
    expect(vinCard.textContent).toContain('42000');
    fireEvent.click(within(vinCard).getByRole('button', { name: 'Update' }));
    let form = screen.getByRole('form', { name: 'Update Vehicle' });
    expect((within(form).getByLabelText('Vehicle Number (VIN)') as HTMLInputElement).value).toBe(
      '1HGCM82633A004352',
    );
    expect(within(form).queryByLabelText('Model')).toBeNull();

    const detailsCard = screen.getByRole('article', { name: 'Camry 2021' });
    fireEvent.click(within(detailsCard).getByRole('button', { name: 'Update' }));
    form = screen.getByRole('form', { name: 'Update Vehicle' });
    expect((within(form).getByLabelText('Model') as HTMLInputElement).value).toBe('Camry');
    expect((within(form).getByLabelText('Agency') as HTMLInputElement).value).toBe(
      'Abdul Latif Jameel',
    );
    expect(within(form).queryByLabelText('Vehicle Number (VIN)')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Mileage (KM)'), { target: { value: '16000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(dialogsText()).toContain('Car updated successfully.'));
    expect(updateUserCar).toHaveBeenCalledWith('c2', {
      kind: 'data',
      mileage: 16000,
      model: 'Camry',
      year: 2021,
      agency: 'Abdul Latif Jameel',
      warranty: true,
    });
    expect(screen.queryByRole('form', { name: 'Update Vehicle' })).toBeNull();
  });

  it("shows 'Error updating vehicle' and keeps the form when the update fails", async () => {
    vi.mocked(getUserCars).mockResolvedValue([vinCar]);
    vi.mocked(updateUserCar).mockRejectedValue(new ApiError('Bad', 400));
    renderPage();
    const card = await screen.findByRole('article', { name: '1HGCM82633A004352' });
    fireEvent.click(within(card).getByRole('button', { name: 'Update' }));
    fireEvent.click(button('Update Vehicle'));
    await waitFor(() => expect(dialogsText()).toContain('Error updating vehicle'));
    expect(screen.getByRole('form', { name: 'Update Vehicle' })).toBeTruthy();
  });
});
