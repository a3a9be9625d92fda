import type { OrderView } from '@shop/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { descriptionItems, descriptionOf, plain } from '@/test/queries';
import { refundedOrder } from '@/test/fixtures/orders';
import { renderInProviders } from '@/test/render';
import { OrderDetails } from './OrderDetails';

const order: OrderView = {
  _id: '6650f1c2a1b2c3d4e5f6a001',
  reference: 'E5F6A001',
  lines: [
    {
      kind: 'product',
      itemId: 'p1',
      name: 'Brake pads',
      nameAr: 'فحمات الفرامل',
      unitPrice: 100,
      quantity: 2,
      price: 200,
    },
    { kind: 'package', itemId: 'k1', name: 'Minor service', unitPrice: 50, quantity: 1, price: 50 },
  ],
  totalPrice: 250,
  vat: 32.61,
  fullname: 'Sara Alharbi',
  phone: '+966501234567',
  shippingAddress: 'King Abdulaziz Road, Jeddah',
  paymentMethod: 'creditcard',
  paymentStatus: 'paid',
  shippingStatus: 'pending',
  createdAt: '2025-05-12T09:30:00.000Z',
  user: null,
};

const lineTexts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((line) => plain(line.textContent));

describe("an order's details in the back office", () => {
  it("names its lines in the admin's language: Arabic where the item had an Arabic name", () => {
    renderInProviders(<OrderDetails order={order} />);
    expect(lineTexts()).toEqual(['Brake pads × 2 – SAR 200.00', 'Minor service × 1 – SAR 50.00']);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    // A package without an Arabic name keeps its English one.
    expect(lineTexts().map((line) => line?.split(' × ')[0])).toEqual([
      'فحمات الفرامل',
      'Minor service',
    ]);
  });

  it("offers a refunded order's credit note as PDF and XML beside its invoice's number", () => {
    renderInProviders(<OrderDetails order={{ ...refundedOrder, user: null }} />);
    expect(descriptionItems()).toContainEqual(['Tax invoice', 'INV-000043']);
    expect(
      within(descriptionOf('Credit note')!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download credit note', 'Credit note XML']);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(screen.getByRole('button', { name: /تنزيل الإشعار الدائن/ })).toBeInTheDocument();
    expect(screen.getByText('الإشعار الدائن')).toBeInTheDocument();
  });

  it("shows the discounts it was placed with, in the admin's language, under its lines", () => {
    renderInProviders(
      <OrderDetails
        order={{
          ...order,
          totalPrice: 225,
          discounts: [
            { code: 'SAVE', label: 'Coupon SAVE', labelAr: 'قسيمة SAVE', amount: 20 },
            { label: 'Brakes week', labelAr: 'أسبوع الفرامل', amount: 5 },
          ],
        }}
      />,
    );
    expect(lineTexts().slice(2)).toEqual(['Coupon SAVE−SAR 20.00', 'Brakes week−SAR 5.00']);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(
      lineTexts()
        .slice(2)
        .map((line) => line?.split('−')[0]),
    ).toEqual(['قسيمة SAVE', 'أسبوع الفرامل']);
    act(() => useLanguageStore.getState().setLanguage('en'));
  });
});
