import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { fillIn } from '@/test/forms';
import { currentPath, currentSearch, renderAt } from '@/test/render';
import { SearchPanel } from './SearchPanel';

const VIN = '1HGCM82633A004352';
/** The search the products screen is asked for, from its address's query string. */
const carriedSearch = () => Object.fromEntries(new URLSearchParams(currentSearch() ?? ''));
/** The open tab's Search button (the other tab's is hidden). */
const search = () => fireEvent.click(screen.getByRole('button', { name: /Search/ }));

describe('search panel', () => {
  it("is titled 'Find Your Best Package Offer' and opens on 'Search By Data'", () => {
    renderAt('/', <SearchPanel />);
    expect(
      screen.getByRole('heading', { name: 'Find Your Best Package Offer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Search By Data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const label of ['Car Brand', 'Model', 'Year'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'True' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'False' })).toBeInTheDocument();
  });

  it('warns and stays on Home when nothing is given (blanks count as nothing)', async () => {
    renderAt('/', <SearchPanel />);
    fillIn('Car Brand', '   ');
    search();
    expect(
      await screen.findByText('No Input Provided - Please enter at least one search criterion.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('says the year is wrong when letters are typed in it, and stays on Home', async () => {
    renderAt('/', <SearchPanel />);
    fillIn('Year', 'abcd');
    search();
    expect(
      await screen.findByText('Enter the year as four digits, such as 2020.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('No Input Provided - Please enter at least one search criterion.'),
    ).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('reads a year typed in Arabic-Indic digits', async () => {
    renderAt('/', <SearchPanel />);
    fillIn('Year', '٢٠٢٠');
    search();
    await waitFor(() => expect(currentPath()).toBe('/products'));
    expect(carriedSearch()).toEqual({ year: '2020' });
  });

  it('goes to the products screen with only the filled car data', async () => {
    renderAt('/', <SearchPanel />);
    fillIn('Car Brand', ' Toyota ');
    fillIn('Year', '2020');
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    search();
    await waitFor(() => expect(currentPath()).toBe('/products'));
    expect(carriedSearch()).toEqual({ brand: 'Toyota', year: '2020', warranty: 'false' });
  });

  it('searches by VIN as carEngine, with keywords, from the second tab', async () => {
    renderAt('/', <SearchPanel />);
    fillIn('Car Brand', 'Toyota');
    fireEvent.click(screen.getByRole('tab', { name: 'Search By VIN' }));
    fillIn('Vehicle Number (VIN)', VIN);
    fillIn('keywords', 'oil filter');
    search();
    await waitFor(() => expect(currentPath()).toBe('/products'));
    // The other tab's brand stays out of it.
    expect(carriedSearch()).toEqual({ carEngine: VIN, keywords: 'oil filter' });
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
