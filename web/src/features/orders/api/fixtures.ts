import type { OrderView } from '@shop/shared';

/** Orders as the API answers them, for the orders' and the payment result's tests. */
export const paidOrder: OrderView = {
  _id: '6650f1c2a1b2c3d4e5f6c001',
  lines: [
    {
      kind: 'product',
      itemId: '6650f1c2a1b2c3d4e5f60a01',
      name: 'Engine oil 5W-30',
      unitPrice: 120,
      quantity: 2,
      price: 240,
    },
    {
      kind: 'package',
      itemId: '6650f1c2a1b2c3d4e5f60b01',
      name: 'Minor service 10,000 km',
      unitPrice: 450.5,
      quantity: 1,
      price: 450.5,
    },
  ],
  totalPrice: 690.5,
  vat: 90.07,
  fullname: 'Sara Alharbi',
  phone: '+966512345678',
  shippingAddress: '12 King Fahd Road, Jeddah',
  paymentMethod: 'creditcard',
  paymentStatus: 'paid',
  shippingStatus: 'processing',
  card: { brand: 'visa', last4: '1111' },
  createdAt: '2025-03-03T09:00:00.000Z',
  paidAt: '2025-03-03T09:01:00.000Z',
  invoice: { number: 'INV-000042', issuedAt: '2025-03-03T09:01:00.000Z', qr: 'AQNhYmM=' },
};

export const failedOrder: OrderView = {
  ...paidOrder,
  _id: '6650f1c2a1b2c3d4e5f6c002',
  lines: [paidOrder.lines[0]!],
  totalPrice: 240,
  vat: 31.3,
  paymentStatus: 'failed',
  shippingStatus: 'pending',
  card: { brand: 'visa', last4: '0002' },
  createdAt: '2025-04-10T09:00:00.000Z',
  paidAt: undefined,
  invoice: undefined,
};

export const pendingOrder: OrderView = {
  ...failedOrder,
  _id: '6650f1c2a1b2c3d4e5f6c003',
  paymentStatus: 'initiated',
  createdAt: '2025-05-20T09:00:00.000Z',
};
