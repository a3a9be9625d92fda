import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { ordersAr } from '@/i18n/sections/orders-ar';
import { ordersEn } from '@/i18n/sections/orders-en';
import {
  answerAddresses,
  answerCities,
  answerQuote,
  homeAddress,
  jeddahQuote,
  tabukAddress,
  tabukNotServed,
} from '@/test/fixtures/delivery';
import { chooseOption, fillIn } from '@/test/forms';
import { button, findButton, findDialog, toastTexts } from '@/test/queries';
import { renderAt } from '@/test/render';
import { apiError, bodiesOf, onApi } from '@/test/server';
import { AddressBookPage } from './AddressBookPage';

const renderBook = () => renderAt('/addresses', <AddressBookPage />);
const cardOf = (name: string) => screen.getByRole('article', { name });

describe('address book', () => {
  beforeEach(() => {
    useSessionStore.getState().login('jwt', 'user');
    answerCities();
    answerAddresses([homeAddress, tabukAddress]);
    // An address saved is quoted, to tell whether a zone serves its city.
    answerQuote(jeddahQuote);
  });

  it('lists the addresses, the default marked, as Saudi Post writes them', async () => {
    renderBook();
    expect(await screen.findByText('Home')).toBeInTheDocument();
    const home = within(cardOf('Home'));
    expect(home.getByText('Default')).toBeInTheDocument();
    expect(home.getByText('2929 King Fahd Road, Al Olaya')).toBeInTheDocument();
    expect(home.getByText('12214-7654')).toHaveAttribute('dir', 'ltr');
    expect(home.queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    expect(within(cardOf('Work')).getByRole('button', { name: 'Make default' })).toBeVisible();
  });

  it('makes another address the default, sending it whole', async () => {
    const saves = onApi('PUT /user/addresses/:id', {
      message: 'Address saved.',
      address: { ...tabukAddress, isDefault: true },
    });
    renderBook();
    await screen.findByText('Work');
    fireEvent.click(within(cardOf('Work')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.path).toBe('/user/addresses/a2');
    expect(bodiesOf(saves)).toEqual([
      {
        label: 'Work',
        recipient: 'Sara Alharbi',
        phone: '+966512345678',
        buildingNumber: '2929',
        street: 'King Fahd Road',
        district: 'Al Olaya',
        city: 'Tabuk',
        postalCode: '12214',
        additionalNumber: '7654',
        shortAddress: 'RRRD2929',
        isDefault: true,
      },
    ]);
  });

  it('edits an address in place, and shows the server refusal in the shopper language', async () => {
    onApi(
      'PUT /user/addresses/:id',
      apiError(400, 'Postal code must be 5 digits', { code: 'POSTAL_CODE_INVALID' }),
    );
    useLanguageStore.getState().setLanguage('ar');
    try {
      renderBook();
      await screen.findByText('Work');
      fireEvent.click(within(cardOf('Work')).getByRole('button', { name: 'تعديل' }));
      fillIn('الشارع', 'طريق الملك عبدالعزيز');
      fireEvent.click(button('احفظ العنوان'));
      expect(await screen.findByText('الرمز البريدي يتكون من ٥ أرقام.')).toBeInTheDocument();
    } finally {
      useLanguageStore.getState().setLanguage('en');
    }
  });

  it('takes a Saudi mobile typed the local way, as the server does, and sends it +966', async () => {
    const saves = onApi('PUT /user/addresses/:id', {
      message: 'Address saved.',
      address: { ...tabukAddress, phone: '+966551234567' },
    });
    renderBook();
    await screen.findByText('Work');
    fireEvent.click(within(cardOf('Work')).getByRole('button', { name: 'Edit' }));
    fillIn("Recipient's mobile", '0500');
    fireEvent.click(button('Save address'));
    expect(
      await screen.findByText('Enter the mobile as 05XXXXXXXX, or with + and the country code.'),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    fillIn("Recipient's mobile", ' ٠٥٥١٢٣٤٥٦٧ ');
    fireEvent.click(button('Save address'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(bodiesOf(saves)[0]).toMatchObject({ phone: '+966551234567' });
  });

  it('deletes an address after asking', async () => {
    const deletions = onApi('DELETE /user/addresses/:id', { message: 'Address deleted.' });
    renderBook();
    await screen.findByText('Work');
    fireEvent.click(within(cardOf('Work')).getByRole('button', { name: 'Delete' }));
    const question = await findDialog();
    expect(question.title).toBe('Delete this address?');
    fireEvent.click(
      within(question.element as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(deletions.map((request) => request.path)).toEqual(['/user/addresses/a2']),
    );
  });

  it.each([
    ['en', ordersEn, 'Tabuk', 'We do not deliver to Tabuk yet.'],
    ['ar', ordersAr, 'تبوك', 'لا نوصّل الطلبات إلى تبوك حالياً.'],
  ] as const)(
    'saves an address in a city no zone serves, and says no order can go there yet (%s)',
    async (language, texts, city, notServed) => {
      const office = { ...tabukAddress, _id: 'a3', label: 'Office' };
      const added = onApi('POST /user/addresses', { message: 'Address saved.', address: office });
      const quotes = answerQuote(tabukNotServed);
      useLanguageStore.getState().setLanguage(language);
      renderBook();
      fireEvent.click(await findButton(texts['addresses.add']));
      fillIn(texts['delivery.field.recipient'], 'Sara Alharbi');
      fillIn(texts['delivery.field.phone'], '0512345678');
      fillIn(texts['delivery.field.buildingNumber'], '2929');
      fillIn(texts['delivery.field.street'], 'King Fahd Road');
      fillIn(texts['delivery.field.district'], 'Al Olaya');
      await chooseOption(texts['delivery.field.city'], city);
      fillIn(texts['delivery.field.postalCode'], '12214');
      fillIn(texts['delivery.field.additionalNumber'], '7654');
      fillIn(texts['delivery.field.label'], 'Office');
      answerAddresses([homeAddress, tabukAddress, office]);
      fireEvent.click(button(texts['delivery.addAddress']));

      // Saved all the same, and said in the address's card.
      await waitFor(() => expect(added).toHaveLength(1));
      const card = within(await screen.findByRole('article', { name: 'Office' }));
      expect(await card.findByRole('alert')).toHaveTextContent(
        `${notServed} ${texts['addresses.notServedKept']}`,
      );
      expect(quotes.map((request) => request.query)).toEqual([{ addressId: 'a3' }]);
      expect(within(cardOf('Work')).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('says nothing more when the city of the address saved is served', async () => {
    onApi('PUT /user/addresses/:id', { message: 'Address saved.', address: homeAddress });
    renderBook();
    await screen.findByText('Home');
    fireEvent.click(within(cardOf('Home')).getByRole('button', { name: 'Edit' }));
    fireEvent.click(button('Save address'));
    expect(await within(cardOf('Home')).findByText('Edit')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('The address has been saved.'));
    expect(within(cardOf('Home')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
