import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { chooseOption, errorsOfField, fillIn } from '@/test/forms';
import { button, cellTexts, rowOf, toastTexts } from '@/test/queries';
import { renderAt } from '@/test/render';
import { bodiesOf, onApi, type SentRequest } from '@/test/server';
import { oilWeek } from '@/test/fixtures/promotions';
import { OffersAdminPage } from './OffersAdminPage';

const renderOffers = () => renderAt('/dashboard/offers', <OffersAdminPage />);

describe('offers screen', () => {
  let lists: SentRequest[];
  beforeEach(() => {
    onApi('GET /category', { message: 'Categories', categories: [] });
    onApi('GET /package/allPackages', { message: 'Packages', packages: [], total: 0 });
    onApi('GET /product/getAllProducts', {
      message: 'Products',
      products: [],
      facets: { manufacturers: [], inStock: 0, price: null },
    });
    lists = onApi('GET /offers', { message: 'Offers retrieved.', offers: [oilWeek] });
  });

  it('lists each offer: name, what it gives, priority, whether it combines, its days', async () => {
    renderOffers();
    await screen.findByText('Buy 3, get 1 free');
    expect(cellTexts(rowOf('Buy 3, get 1 free'))).toEqual([
      'Oil week',
      'Buy 3, get 1 free',
      '5',
      'No',
      '… – …',
      '',
      'Update',
      'Delete',
    ]);
  });

  it('asks for the names, then adds free delivery above a subtotal', async () => {
    const saves = onApi('POST /offers', { message: 'Offer saved.', offer: oilWeek });
    renderOffers();
    await screen.findByText('Buy 3, get 1 free');
    fireEvent.click(button('Add Offer'));
    await waitFor(() =>
      expect(errorsOfField('Name in English')).toEqual(['Enter the Name in English.']),
    );
    fillIn('Name in English', 'Free delivery above 300');
    fillIn('Name in Arabic', 'توصيل مجاني فوق ٣٠٠');
    await chooseOption('What it gives', 'Free delivery');
    expect(screen.queryByLabelText('Discount')).not.toBeInTheDocument();
    fillIn('Minimum subtotal (SAR)', '300');
    fireEvent.click(button('Add Offer'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(bodiesOf(saves)).toEqual([
      {
        name: 'Free delivery above 300',
        nameAr: 'توصيل مجاني فوق ٣٠٠',
        type: 'freeDelivery',
        priority: 0,
        combinable: true,
        minSubtotal: 300,
        active: true,
      },
    ]);
    await waitFor(() => expect(toastTexts()).toContain('The offer has been added.'));
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('speaks Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    try {
      renderOffers();
      expect(await screen.findByText('أسبوع الزيت')).toBeInTheDocument();
      expect(screen.getByText('اشترِ ٣ واحصل على ١ مجاناً')).toBeInTheDocument();
    } finally {
      useLanguageStore.getState().setLanguage('en');
    }
  });
});
