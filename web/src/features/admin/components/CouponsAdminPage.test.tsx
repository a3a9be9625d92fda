import type { Coupon } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { chooseOption, errorsOfField, fillIn, submitButton } from '@/test/forms';
import { button, cellTexts, rowOf, toastTexts } from '@/test/queries';
import { renderAt } from '@/test/render';
import { bodiesOf, onApi, type SentRequest } from '@/test/server';
import { CouponsAdminPage } from './CouponsAdminPage';

const welcome: Coupon = {
  _id: 'c1',
  code: 'WELCOME50',
  type: 'fixed',
  value: 50,
  startsAt: '2026-11-30T21:00:00.000Z',
  maxUses: 100,
  active: false,
  uses: 3,
  discountGiven: 150,
};

const renderCoupons = () => renderAt('/dashboard/coupons', <CouponsAdminPage />);

describe('coupons screen', () => {
  let lists: SentRequest[];
  beforeEach(() => {
    onApi('GET /category', {
      message: 'Categories',
      categories: [{ _id: 'cat1', name: 'Brakes', nameAr: 'الفرامل', image: '' }],
    });
    onApi('GET /package/allPackages', {
      message: 'Packages',
      packages: [{ _id: 'pk1', name: '10,000 km service', nameAr: 'صيانة ١٠ آلاف كم' }],
      total: 1,
    });
    onApi('GET /product/getAllProducts', {
      message: 'Products',
      products: [],
      facets: { manufacturers: [{ name: 'Bosch', count: 3 }], inStock: 0, price: null },
    });
    lists = onApi('GET /coupons', { message: 'Coupons retrieved.', coupons: [welcome] });
  });

  it('lists each coupon: code, amount, uses of the limit, discount given and its days', async () => {
    renderCoupons();
    await screen.findByText('SAR 150.00');
    expect(cellTexts(rowOf('SAR 150.00'))).toEqual([
      'WELCOME50 Paused',
      'SAR 50.00',
      '3 / 100',
      'SAR 150.00',
      '2026-12-01 – …',
      '',
      'Update',
      'Delete',
    ]);
  });

  it('refuses a code with a space, then adds a percentage on a category', async () => {
    const saves = onApi('POST /coupons', { message: 'Coupon saved.', coupon: welcome });
    renderCoupons();
    await screen.findByText('SAR 150.00');
    fillIn('Code', 'BRAKES 10');
    fireEvent.click(button('Add Coupon'));
    await waitFor(() =>
      expect(errorsOfField('Code')).toEqual(['A coupon code is 3 to 32 letters, digits, - or _']),
    );
    // Spaces around a pasted code are not part of it.
    fillIn('Code', ' BRAKES10 ');
    fillIn('Ends (Saudi time)', '2026-12-31');
    await chooseOption('Categories', 'Brakes');
    fireEvent.click(button('Add Coupon'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(bodiesOf(saves)).toEqual([
      {
        code: 'BRAKES10',
        type: 'percent',
        value: 10,
        endsAt: '2026-12-31',
        scope: { categoryIds: ['cat1'] },
        active: true,
      },
    ]);
    await waitFor(() => expect(toastTexts()).toContain('The coupon has been added.'));
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('resumes a paused coupon keeping its other fields', async () => {
    const saves = onApi('PUT /coupons/:id', { message: 'Coupon saved.', coupon: welcome });
    renderCoupons();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active WELCOME50' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].path).toBe('/coupons/c1');
    expect(bodiesOf(saves)).toEqual([
      {
        code: 'WELCOME50',
        type: 'fixed',
        value: 50,
        maxUses: 100,
        startsAt: '2026-12-01',
        active: true,
      },
    ]);
  });

  it('updates a coupon on products, a package and a maker, the stored product by its name', async () => {
    onApi('GET /product/getCarById/:id', {
      message: 'Product',
      product: { _id: 'p1', name: 'Brake pads', price: 120 },
    });
    const saves = onApi('PUT /coupons/:id', { message: 'Coupon saved.', coupon: welcome });
    onApi('GET /coupons', {
      message: 'Coupons retrieved.',
      coupons: [{ ...welcome, scope: { productIds: ['p1'] } }],
    });
    renderCoupons();
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Brake pads')).toBeInTheDocument();
    await chooseOption('Packages', '10,000 km service');
    await chooseOption('Part makers', 'Bosch');
    fireEvent.click(submitButton('Update Coupon'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(bodiesOf(saves)[0]).toMatchObject({
      code: 'WELCOME50',
      scope: { productIds: ['p1'], packageIds: ['pk1'], manufacturers: ['Bosch'] },
    });
  });

  it('speaks Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    try {
      renderCoupons();
      expect(await screen.findByText('موقوفة')).toBeInTheDocument();
      expect(button('إضافة قسيمة')).toBeInTheDocument();
    } finally {
      useLanguageStore.getState().setLanguage('en');
    }
  });
});
