import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { fillIn } from '@/test/forms';
import { currentPath, currentSearch, renderAt } from '@/test/render';
import { answerVehicleCatalog } from '@/test/vehicles';
import { SearchPanel } from './SearchPanel';

/** A Honda of 2003. */
const VIN = '1HGCM82633A004352';
/** A VIN of a maker the shop does not know. */
const UNKNOWN_MAKER_VIN = 'ZZZCM82633A004352';
/** The search the products screen is asked for, from its address's query string. */
const carriedSearch = () => Object.fromEntries(new URLSearchParams(currentSearch() ?? ''));
/** The open tab's Search button (the other tab's is hidden). */
const search = () => fireEvent.click(screen.getByRole('button', { name: /Search/ }));
/** A field of the open tab's car by its label. */
const field = (label: string) =>
  within(screen.getByRole('tabpanel')).getByRole('combobox', { name: label }) as HTMLInputElement;
const type = (label: string, text: string) =>
  fireEvent.change(field(label), { target: { value: text } });
/** Picks the suggestion that starts with `text`, once it shows. */
async function pick(text: string) {
  const option = await waitFor(() => {
    const found = screen
      .getAllByRole('option')
      .find((candidate) => candidate.textContent?.startsWith(text));
    if (!found) throw new Error(`No suggestion starts with ${text}`);
    return found;
  });
  fireEvent.click(option);
}

describe('search panel', () => {
  beforeEach(() => {
    answerVehicleCatalog();
  });

  it("is titled 'Find Your Best Package Offer' and opens on 'Search By Data'", () => {
    renderAt('/', <SearchPanel />);
    expect(
      screen.getByRole('heading', { name: 'Find Your Best Package Offer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Search By Data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const label of ['Year', 'Car Brand', 'Model']) expect(field(label)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'True' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'False' })).toBeInTheDocument();
  });

  it('warns and stays on Home when nothing is given (blanks count as nothing)', async () => {
    renderAt('/', <SearchPanel />);
    type('Car Brand', '   ');
    search();
    // In the form of the button that raised it, where a phone's screen is.
    const form = screen.getByRole('form', { name: 'Search By Data' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No Input Provided - Please enter at least one search criterion.',
    );
    expect(currentPath()).toBe('/');
  });

  it('goes to the products screen with the car picked and the warranty, nothing else', async () => {
    renderAt('/', <SearchPanel />);
    fireEvent.change(field('Year'), { target: { value: '2020' } });
    type('Car Brand', 'Toy');
    await pick('Toyota');
    type('Model', 'Cam');
    await pick('Camry');
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    search();
    await waitFor(() => expect(currentPath()).toBe('/products'));
    expect(carriedSearch()).toEqual({
      brand: 'Toyota',
      model: 'Camry',
      year: '2020',
      warranty: 'false',
    });
  });

  it("searches a model typed in Arabic by the catalog's names", async () => {
    renderAt('/', <SearchPanel />);
    type('Model', 'كامري');
    await pick('Camry');
    search();
    await waitFor(() => expect(currentPath()).toBe('/products'));
    expect(carriedSearch()).toEqual({ brand: 'Toyota', model: 'Camry' });
  });

  it('searches a car the catalog lacks as typed', async () => {
    renderAt('/', <SearchPanel />);
    type('Car Brand', ' Tata ');
    type('Model', 'Nexon');
    search();
    await waitFor(() => expect(currentPath()).toBe('/products'));
    expect(carriedSearch()).toEqual({ brand: 'Tata', model: 'Nexon' });
  });

  it("reads a VIN's maker and year, asks for the model, and searches the car and the VIN", async () => {
    renderAt('/', <SearchPanel />);
    type('Car Brand', 'Toyota');
    fireEvent.click(screen.getByRole('tab', { name: 'Search By VIN' }));
    fillIn('Vehicle Number (VIN)', VIN);
    fillIn('keywords', 'oil filter');
    await waitFor(() => expect(field('Car Brand').value).toBe('Honda'));
    expect((field('Year') as unknown as HTMLSelectElement).value).toBe('2003');
    type('Model', 'acc');
    await pick('Accord');
    search();
    await waitFor(() => expect(currentPath()).toBe('/products'));
    // The other tab's brand stays out of it.
    expect(carriedSearch()).toEqual({
      carEngine: VIN,
      keywords: 'oil filter',
      brand: 'Honda',
      model: 'Accord',
      year: '2003',
    });
  });

  it('searches by the VIN alone when it tells no maker', async () => {
    renderAt('/', <SearchPanel />);
    fireEvent.click(screen.getByRole('tab', { name: 'Search By VIN' }));
    fillIn('Vehicle Number (VIN)', UNKNOWN_MAKER_VIN);
    expect(screen.queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
    search();
    await waitFor(() => expect(currentPath()).toBe('/products'));
    expect(carriedSearch()).toEqual({ carEngine: UNKNOWN_MAKER_VIN });
  });

  it('checks the VIN while it is typed', async () => {
    renderAt('/', <SearchPanel />);
    fireEvent.click(screen.getByRole('tab', { name: 'Search By VIN' }));
    fillIn('Vehicle Number (VIN)', 'IOQ123');
    expect(
      await screen.findByText(
        'VIN must contain only 17 letters and numbers, excluding I, O, and Q.',
      ),
    ).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, the other way round in Arabic', () => {
    const selected = () =>
      screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
    renderAt('/', <SearchPanel />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Search By Data' }), { key: 'ArrowRight' });
    expect(selected()?.textContent).toBe('Search By VIN');
    expect(selected()).toHaveFocus();
    fireEvent.keyDown(selected()!, { key: 'ArrowLeft' });
    expect(selected()?.textContent).toBe('Search By Data');

    act(() => useLanguageStore.getState().setLanguage('ar'));
    fireEvent.keyDown(selected()!, { key: 'ArrowLeft' });
    expect(selected()?.textContent).toBe('البحث برقم الهيكل');
  });
});
