import type { Cart, CartLine } from '@shop/shared';

/** Cart lines as the API answers them, for the cart's, the payment's and the header's tests. */
export const oilLine: CartLine = {
  productId: {
    _id: '6650f1c2a1b2c3d4e5f60a01',
    name: 'Engine oil 5W-30',
    price: 120,
    image: [{ secure_url: 'http://shop.test/uploads/oil.png' }],
  },
  quantity: 2,
  price: 240,
};

export const serviceLine: CartLine = {
  packageId: {
    _id: '6650f1c2a1b2c3d4e5f60b01',
    name: 'Minor service 10,000 km',
    price: 450.5,
    images: [{ url: 'http://shop.test/uploads/minor.png' }],
  },
  quantity: 1,
  price: 450.5,
};

/** 3 items, SAR 690.50. */
export const twoLineCart: Cart = { items: [oilLine, serviceLine], totalPrice: 690.5 };

/** The cart after one more of `line`, at the catalog's price. */
export function withQuantity(cart: Cart, line: CartLine, quantity: number): Cart {
  const items = cart.items.map((candidate) =>
    candidate === line
      ? { ...candidate, quantity, price: (candidate.price / candidate.quantity) * quantity }
      : candidate,
  );
  return { items, totalPrice: items.reduce((sum, item) => sum + item.price, 0) };
}
