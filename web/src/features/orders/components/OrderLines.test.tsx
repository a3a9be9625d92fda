import type { OrderView } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { renderAt } from '@/test/render';
import { OrderLines } from './OrderLines';

const order: Pick<OrderView, 'lines' | 'totalPrice' | 'vat' | 'discounts'> = {
  lines: [
    {
      kind: 'product',
      itemId: 'p1',
      name: 'Brake pads',
      nameAr: 'فحمات فرامل',
      unitPrice: 33.33,
      quantity: 3,
      price: 99.99,
    },
  ],
  discounts: [{ code: 'SAVE', label: 'Coupon SAVE', labelAr: 'قسيمة SAVE', amount: 12.5 }],
  totalPrice: 87.49,
  vat: 11.41,
};

describe("an order's lines", () => {
  it("lists its discounts in the reader's language, taken off before the total", () => {
    renderAt('/', <OrderLines order={order} />);
    const lines = within(screen.getByRole('list', { name: 'Items' }));
    expect(
      lines.getAllByRole('listitem').map((line) => line.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Brake pads × 3SAR 99.99', 'Coupon SAVE−SAR 12.50']);
    expect(screen.getByText('SAR 87.49')).toBeInTheDocument();
  });

  it('in Arabic', () => {
    useLanguageStore.getState().setLanguage('ar');
    renderAt('/', <OrderLines order={order} />);
    expect(screen.getByText('قسيمة SAVE')).toBeInTheDocument();
  });

  // A free-delivery offer: the order keeps the zone's fee and the offer's discount taking it off.
  const freeDelivery: Pick<OrderView, 'lines' | 'totalPrice' | 'vat' | 'shipping' | 'discounts'> = {
    lines: [{ ...order.lines[0], quantity: 8, price: 266.64 }],
    shipping: {
      fee: 25,
      city: 'Riyadh',
      cityAr: 'الرياض',
      minDays: 1,
      maxDays: 2,
      address: {
        recipient: 'Sara Alharbi',
        phone: '+966501234567',
        buildingNumber: '2929',
        street: 'King Fahd Road',
        district: 'Al Olaya',
        city: 'Riyadh',
        postalCode: '12214',
        additionalNumber: '7654',
      },
    },
    discounts: [
      { label: 'Free delivery over 200', labelAr: 'توصيل مجاني فوق ٢٠٠ ريال', amount: 25 },
    ],
    totalPrice: 266.64,
    vat: 34.78,
  };
  const listed = () =>
    within(screen.getByRole('list', { name: 'Items' }))
      .getAllByRole('listitem')
      .map((line) => line.textContent?.replace(/\s/g, ' '));

  it('lists the delivery fee before the free-delivery offer that takes it off', () => {
    renderAt('/', <OrderLines order={freeDelivery} />);
    expect(listed()).toEqual([
      'Brake pads × 8SAR 266.64',
      'DeliverySAR 25.00',
      'Free delivery over 200−SAR 25.00',
    ]);
  });
});
