import { errorMessage } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { CartPage } from './CartPage';
import { useSessionStore } from '@/stores/session-store';
import { answerCart, fullCart, oilLine } from '@/test/fixtures/cart';
import { renderAt } from '@/test/render';
import { apiError, bodiesOf, onApi } from '@/test/server';

const discounted = fullCart({
  items: [oilLine],
  subtotal: 240,
  discounts: [{ code: 'SAVE10', label: 'Coupon SAVE10', labelAr: 'قسيمة SAVE10', amount: 24 }],
  totalPrice: 216,
  coupon: { code: 'SAVE10' },
});

const summary = () => within(screen.getByRole('complementary', { name: /Cart summary|ملخص/ }));

describe('the coupon field', () => {
  beforeEach(() => useSessionStore.getState().login('jwt', 'user'));

  it('applies a code, then shows the subtotal, the discount and the total after it', async () => {
    answerCart({ items: [oilLine], totalPrice: 240 }, discounted);
    const applied = onApi('POST /cart/coupon', { message: 'Coupon applied.', cart: discounted });
    renderAt('/cart', <CartPage />);
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(field, { target: { value: ' save10 ' } });
    fireEvent.click(summary().getByRole('button', { name: 'Apply' }));

    expect(await summary().findByText('Coupon SAVE10')).toBeInTheDocument();
    expect(bodiesOf(applied)).toEqual([{ code: 'save10' }]);
    expect(summary().getByText('Subtotal')).toBeInTheDocument();
    expect(summary().getByText('SAR 240.00')).toBeInTheDocument();
    expect(summary().getByText('−SAR 24.00')).toBeInTheDocument();
    expect(summary().getByText('SAR 216.00')).toBeInTheDocument();
    expect(summary().getByText('SAVE10')).toBeInTheDocument();
  });

  it("says why a code is refused in the shopper's language, by its code", async () => {
    useLanguageStore.getState().setLanguage('ar');
    answerCart({ items: [oilLine], totalPrice: 240 });
    onApi(
      'POST /cart/coupon',
      apiError(400, errorMessage('COUPON_BELOW_MINIMUM', { min: 300 }), {
        code: 'COUPON_BELOW_MINIMUM',
        params: { min: '300' },
      }),
    );
    renderAt('/cart', <CartPage />);
    const field = await screen.findByRole('textbox', { name: 'رمز القسيمة' });
    fireEvent.change(field, { target: { value: 'BIG' } });
    fireEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'رمز القسيمة للسلات التي لا يقل مجموعها عن ٣٠٠ ريال.',
    );
  });

  it.each([
    ['en', 'Coupon code', 'Apply', 'Please enter a coupon code.'],
    ['ar', 'رمز القسيمة', 'تطبيق', 'يُرجى إدخال رمز القسيمة.'],
  ] as const)(
    'says a code is needed when none, or only spaces, is typed (%s)',
    async (language, label, apply, required) => {
      useLanguageStore.getState().setLanguage(language);
      answerCart({ items: [oilLine], totalPrice: 240 });
      const applied = onApi('POST /cart/coupon', { message: 'Coupon applied.', cart: discounted });
      renderAt('/cart', <CartPage />);
      const field = await screen.findByRole('textbox', { name: label });
      fireEvent.change(field, { target: { value: '   ' } });
      fireEvent.click(screen.getByRole('button', { name: apply }));
      expect(await screen.findByRole('alert')).toHaveTextContent(required);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue('');
      fireEvent.click(screen.getByRole('button', { name: apply }));
      expect(screen.getByRole('alert')).toHaveTextContent(required);
      expect(applied).toHaveLength(0);
    },
  );

  it('shows why a kept code gives nothing now, and takes it off', async () => {
    const kept = fullCart({
      items: [oilLine],
      totalPrice: 240,
      coupon: {
        code: 'GONE',
        refusal: { code: 'COUPON_EXPIRED', message: errorMessage('COUPON_EXPIRED') },
      },
    });
    answerCart(kept, { items: [oilLine], totalPrice: 240 });
    const removed = onApi('DELETE /cart/coupon', {
      message: 'Coupon removed.',
      cart: fullCart({ items: [oilLine], totalPrice: 240 }),
    });
    renderAt('/cart', <CartPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Order Now',
      'Remove coupon',
      'Your coupon does not apply to this cart: remove it above to order without it.',
    ],
    [
      'ar',
      'اطلب الآن',
      'إزالة القسيمة',
      'قسيمتك لا تنطبق على هذه السلة: أزِلها أعلاه لتطلب من دونها.',
    ],
  ] as const)(
    'keeps Order Now off beside why while a kept code gives nothing, on once it is removed (%s)',
    async (language, orderNow, remove, note) => {
      useLanguageStore.getState().setLanguage(language);
      const plain = fullCart({ items: [oilLine], totalPrice: 240 });
      answerCart(
        {
          items: [oilLine],
          totalPrice: 240,
          coupon: {
            code: 'GONE',
            refusal: { code: 'COUPON_EXPIRED', message: errorMessage('COUPON_EXPIRED') },
          },
        },
        plain,
      );
      onApi('DELETE /cart/coupon', { message: 'Coupon removed.', cart: plain });
      renderAt('/cart', <CartPage />);
      const order = await screen.findByRole('button', { name: orderNow });
      // The payment screen would refuse it (docs/behaviour.md): the cart says so first.
      expect(order).toBeDisabled();
      expect(order).toHaveAccessibleDescription(note);

      fireEvent.click(await summary().findByRole('button', { name: remove }));
      await waitFor(() => expect(summary().getByRole('button', { name: orderNow })).toBeEnabled());
      expect(summary().getByRole('button', { name: orderNow })).not.toHaveAccessibleDescription();
      expect(summary().queryByText(note)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'This coupon code does not exist.', 'This coupon is no longer valid.', 'Remove coupon'],
    ['ar', 'رمز القسيمة غير موجود.', 'لم تعد هذه القسيمة صالحة.', 'إزالة القسيمة'],
  ] as const)(
    'says a coupon paused since it was applied is no longer valid, not applied, beside Remove (%s)',
    async (language, unknown, noLongerValid, remove) => {
      useLanguageStore.getState().setLanguage(language);
      answerCart({
        items: [oilLine],
        totalPrice: 240,
        // A paused coupon is unknown to the API (docs/api.md, "Promotions").
        coupon: {
          code: 'SAVE10',
          refusal: { code: 'COUPON_UNKNOWN', message: errorMessage('COUPON_UNKNOWN') },
        },
      });
      renderAt('/cart', <CartPage />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`SAVE10: ${noLongerValid}`);
      expect(alert).not.toHaveTextContent(unknown);
      expect(summary().queryByText(/Coupon applied|القسيمة المطبقة/)).not.toBeInTheDocument();
      // The way out is beside the reason.
      expect(summary().getByRole('button', { name: remove })).toBeEnabled();
    },
  );
});
