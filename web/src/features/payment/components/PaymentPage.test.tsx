import {
  API_MESSAGES,
  errorMessage,
  type AddOrderAnswer,
  type AddOrderRequest,
  type CartAnswer,
  type OrderView,
  type PaymentConfigAnswer,
} from '@shop/shared';
import { cardExpiryYears } from '@/lib/card-expiry-years';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCart, fullCart, oilLine, serviceLine, twoLineCart } from '@/test/fixtures/cart';
import {
  answerAddresses,
  answerCities,
  answerQuote,
  homeAddress,
  jeddahQuote,
  tabukAddress,
  tabukNotServed,
} from '@/test/fixtures/delivery';
import { useLanguageStore } from '@/i18n';
import { formatNumber, formatYear } from '@/i18n/format';
import { useSessionStore } from '@/stores/session-store';
import { chooseOption, fillIn, openSelect } from '@/test/forms';
import { button, findAlertText, findButton, findDialog } from '@/test/queries';
import { currentSearch, renderAt } from '@/test/render';
import {
  apiError,
  bodiesOf,
  heldReply,
  networkError,
  onApi,
  server,
  type Reply,
  type SentRequest,
} from '@/test/server';
import { goToPaymentPage } from '../utils/go-to-payment';
import { PaymentPage } from './PaymentPage';

// Leaving for the provider's page is a navigation, which jsdom cannot make.
vi.mock('../utils/go-to-payment');

const TRANSACTION_URL = 'http://shop.test/api/payment/sandbox/pay_1';
const nextYear = cardExpiryYears()[1]!;

const created: AddOrderAnswer = {
  message: 'Order created. Payment is pending.',
  order: { _id: 'o1' } as OrderView,
  payment: { id: 'pay_1', status: 'initiated', source: { transaction_url: TRANSACTION_URL } },
};

/** What fillGoodDetails sends besides the card. */
const delivery = {
  fullname: 'Sara Alharbi',
  phone: '+966512345678',
  addressId: homeAddress._id,
  paymentMethod: 'creditcard',
};

/** The order fillGoodDetails sends. */
const goodOrder = {
  ...delivery,
  cardDetails: {
    name: 'SARA ALHARBI',
    number: '4111111111111111',
    cvc: '123',
    month: 6,
    year: nextYear,
  },
};

const answerOrder = (reply: Reply<AddOrderAnswer>) => onApi('POST /order/addOrder', reply);
const answerConfig = (config: PaymentConfigAnswer) => onApi('GET /payment/config', config);

async function showPayment() {
  renderAt('/payment', <PaymentPage />);
  await screen.findByText('Payment Now');
}

async function fillGoodDetails() {
  fillIn('Full name', 'Sara Alharbi');
  fillIn('Phone', '+966512345678');
  fillIn('Name on card', 'SARA ALHARBI');
  fillIn('Card number', '4111111111111111');
  fillIn('CVC', '123');
  await chooseOption('Month', '6');
  await chooseOption('Year', String(nextYear));
}

const payNow = () => fireEvent.click(button('Payment Now'));

/** The error popup's text, after which it is closed with OK. */
async function errorPopup(): Promise<string | null | undefined> {
  const dialog = await findDialog();
  expect(dialog.title).toBe('Error');
  fireEvent.click(within(dialog.element as HTMLElement).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  return dialog.content;
}

describe('online payment', () => {
  let orders: SentRequest[];
  beforeEach(() => {
    answerCart(twoLineCart);
    orders = answerOrder(created);
    answerConfig({ provider: 'sandbox' });
    answerCities();
    answerAddresses([homeAddress]);
    answerQuote(jeddahQuote);
    vi.mocked(goToPaymentPage).mockReset();
    useSessionStore.getState().login('jwt', 'user');
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the cart's lines with quantity and price in SAR, the delivery, the total and the VAT in it", async () => {
    await showPayment();
    await screen.findByText('Delivery in 2–4 days');
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          // Prices are written with a no-break space, as Intl does.
          .map((cell) => cell.textContent?.replace(/\s+/g, ' ')),
      )
      // The coupon field's row aside (one cell across the table: see below).
      .filter((cells) => cells.length > 1);
    expect(rows).toEqual([
      ['Engine oil 5W-30', '2', 'SAR 240.00'],
      ['Minor service 10,000 kmPackage', '1', 'SAR 450.50'],
      // Free from SAR 500 in Jeddah's zone.
      ['Items', 'SAR 690.50'],
      ['Delivery', 'Free'],
      ['Total', 'SAR 690.50'],
      // 690.50 x 0.15 / 1.15
      ['VAT included (15%)', 'SAR 90.07'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Item', 'Quantity', 'Price']);
  });

  it('offers the documented fields: creditcard fixed, 16 and 3 characters at most, months and years', async () => {
    await showPayment();
    const method = screen.getByLabelText('Payment method') as HTMLInputElement;
    expect(method.value).toBe('creditcard');
    expect(method).toBeDisabled();
    // 16 characters, and the three spaces people type between groups of four.
    const cardNumber = screen.getByLabelText('Card number') as HTMLInputElement;
    expect(cardNumber).toHaveAttribute('maxlength', '19');
    fillIn('Card number', '4111 1111 1111 1111');
    expect(cardNumber.value).toBe('4111 1111 1111 1111');
    fillIn('Card number', '41111111111111112222');
    expect(cardNumber.value).toBe('4111111111111111');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('maxlength', '3');
    for (const label of ['Phone', 'Card number', 'CVC']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'ltr');
    }

    expect(await openSelect('Year')).toEqual(cardExpiryYears().map(String));
    expect(cardExpiryYears()[0]).toBe(new Date().getFullYear());
    expect(cardExpiryYears()).toHaveLength(5);
  });

  it('refuses bad details on click, one popup at a time, in the documented order and words', async () => {
    await showPayment();
    payNow();
    expect(await errorPopup()).toBe(
      'Please enter a valid phone number starting with + and country code.',
    );

    fillIn('Phone', '+966512345678');
    fillIn('Card number', '411111111111');
    payNow();
    expect(await errorPopup()).toBe('Card number must be 16 digits. You entered 12 digits.');

    fillIn('Card number', '5111111111111111');
    payNow();
    expect(await errorPopup()).toBe('Card number must start with 4.');

    fillIn('Card number', '4111111111111111');
    fillIn('CVC', '12');
    payNow();
    expect(await errorPopup()).toBe('CVC must be 3 digits. You entered 2 digits.');

    fillIn('CVC', '123');
    payNow();
    expect(await errorPopup()).toBe('Expiry month must be a month from 1 to 12.');

    expect(orders).toHaveLength(0);
  });

  it('asks for the full name and the name on the card', async () => {
    await showPayment();
    await fillGoodDetails();
    fillIn('Full name', ' ');
    fillIn('Name on card', '');
    payNow();

    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(await screen.findByText('Please enter the name on the card.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(orders).toHaveLength(0);
  });

  it('places the order, shows a spinner instead of the button, then the success popup, and goes to pay on OK', async () => {
    const order = heldReply<AddOrderAnswer>();
    const orders = answerOrder(order.reply);
    await showPayment();
    await fillGoodDetails();
    payNow();

    await waitFor(() => expect(orders).toHaveLength(1));
    expect(bodiesOf(orders)).toEqual([goodOrder]);
    expect(await screen.findByRole('status', { name: 'Sending your order…' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Now')).not.toBeInTheDocument();

    order.answer(created);
    const popup = await findDialog();
    expect(popup.title).toBe('Success');
    expect(popup.content).toContain('Order created. Payment is pending.');
    expect(goToPaymentPage).not.toHaveBeenCalled();
    fireEvent.click(within(popup.element as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(goToPaymentPage).toHaveBeenCalledWith(TRANSACTION_URL);
  });

  it('sends the numbers typed on an Arabic keyboard as the digits they are', async () => {
    const orders = answerOrder(created);
    await showPayment();
    await fillGoodDetails();
    fillIn('Phone', '+٩٦٦٥١٢٣٤٥٦٧٨');
    fillIn('Card number', '٤١١١ ١١١١ ١١١١ ١١١١');
    fillIn('CVC', '١٢٣');
    // Shown as they are sent: Arabic-Indic digits would show a card's groups reversed.
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe(
      '4111 1111 1111 1111',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+966512345678');
    payNow();

    await waitFor(() => expect(orders).toHaveLength(1));
    expect(bodiesOf(orders)).toEqual([goodOrder]);
    const popup = await findDialog();
    fireEvent.click(within(popup.element as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(goToPaymentPage).toHaveBeenCalledWith(TRANSACTION_URL);
  });

  it('goes on to pay by itself when OK is not clicked, once', async () => {
    await showPayment();
    await fillGoodDetails();
    payNow();

    await findDialog();
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith(TRANSACTION_URL), {
      timeout: 4000,
    });
    fireEvent.click(
      within((await findDialog()).element as HTMLElement).getByRole('button', { name: 'OK' }),
    );
    expect(goToPaymentPage).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal in an error popup and gives the button back, the details kept", async () => {
    answerOrder(apiError(429, 'Too many orders at once. Please wait a moment and try again.'));
    await showPayment();
    await fillGoodDetails();
    payNow();

    expect(await errorPopup()).toBe('Too many orders at once. Please wait a moment and try again.');
    expect(button('Payment Now')).toBeTruthy();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(
      '4111111111111111',
    );
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it("says 'Something went wrong.' when the failure has no message, and never logs the card", async () => {
    const logged = [
      vi.spyOn(console, 'error').mockImplementation(() => {}),
      vi.spyOn(console, 'warn').mockImplementation(() => {}),
      vi.spyOn(console, 'log').mockImplementation(() => {}),
    ];
    answerOrder(networkError);
    await showPayment();
    await fillGoodDetails();
    payNow();

    expect(await errorPopup()).toBe('Something went wrong.');
    const everythingLogged = JSON.stringify(logged.flatMap((spy) => spy.mock.calls));
    expect(everythingLogged).not.toContain('4111111111111111');
    expect(everythingLogged).not.toContain('"123"');
  });

  it("shows the server's message when the cart cannot be fetched, with an OK button", async () => {
    onApi('GET /cart/getCartWithTotalPrice', apiError(503, 'Service unavailable'));
    renderAt('/payment', <PaymentPage />);
    expect(await errorPopup()).toBe('Service unavailable');
    expect(screen.queryByText('Payment Now')).not.toBeInTheDocument();

    answerCart({ items: [oilLine, serviceLine], totalPrice: 690.5 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment Now')).toBeInTheDocument();
  });

  it("says 'Failed to fetch cart data.' when the failure has no message", async () => {
    onApi('GET /cart/getCartWithTotalPrice', networkError);
    renderAt('/payment', <PaymentPage />);
    expect(await errorPopup()).toBe('Failed to fetch cart data.');
  });

  it('says the cart is empty, links to the products, and offers no Payment Now', async () => {
    answerCart({ items: [], totalPrice: 0 });
    renderAt('/payment', <PaymentPage />);
    expect(
      await screen.findByText('Your cart is empty, so there is nothing to pay for yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByText('Payment Now')).not.toBeInTheDocument();
  });

  it('takes the card number with the spaces people type, and sends its digits', async () => {
    await showPayment();
    await fillGoodDetails();
    fillIn('Card number', '4111 1111 1111');
    payNow();
    expect(await errorPopup()).toBe('Card number must be 16 digits. You entered 12 digits.');

    fillIn('Card number', '4111 1111 1111 1111');
    payNow();
    await waitFor(() => expect(orders).toHaveLength(1));
    expect((orders[0]!.body as AddOrderRequest).cardDetails?.number).toBe('4111111111111111');
  });

  describe('with Moyasar', () => {
    const moyasar = {
      provider: 'moyasar',
      publishableKey: 'pk_test_shop',
      tokensUrl: 'https://api.moyasar.test/v1/tokens',
    } as const;
    /** Moyasar's tokens API answers `answer`; returns the requests it was sent. */
    function moyasarAnswers(answer: () => Response) {
      const sent: Request[] = [];
      server.use(
        http.post(moyasar.tokensUrl, ({ request }) => {
          sent.push(request);
          return answer();
        }),
      );
      return sent;
    }

    beforeEach(() => answerConfig(moyasar));

    it("runs the spec's checks first, then sends the card to Moyasar and only its token to the shop", async () => {
      const tokens = moyasarAnswers(() =>
        HttpResponse.json({ id: 'token_abc', status: 'active' }, { status: 201 }),
      );
      await showPayment();
      await fillGoodDetails();
      fillIn('Card number', '5111 1111 1111 1111');
      payNow();
      expect(await errorPopup()).toBe('Card number must start with 4.');
      expect(tokens).toHaveLength(0);

      fillIn('Card number', '4111 1111 1111 1111');
      payNow();
      await waitFor(() => expect(orders).toHaveLength(1));
      expect(bodiesOf(orders)).toEqual([{ ...delivery, token: 'token_abc' }]);
      expect(tokens.map((request) => request.url)).toEqual([moyasar.tokensUrl]);
      expect(tokens[0]!.headers.get('authorization')).toBe(`Basic ${btoa('pk_test_shop:')}`);
      expect(await tokens[0]!.json()).toMatchObject({
        name: 'SARA ALHARBI',
        number: '4111111111111111',
        cvc: '123',
        month: 6,
        year: nextYear,
        save_only: true,
      });
      expect(await findDialog()).toMatchObject({ title: 'Success' });
    });

    it("shows Moyasar's refusal of the card in the shopper's language, nothing sent to the shop", async () => {
      moyasarAnswers(() =>
        HttpResponse.json(
          { message: 'Validation Failed', errors: { number: ['is invalid'] } },
          { status: 400 },
        ),
      );
      useLanguageStore.getState().setLanguage('ar');
      renderAt('/payment', <PaymentPage />);
      await screen.findByText('ادفع الآن');
      fillIn('الاسم الكامل', 'Sara Alharbi');
      fillIn('رقم الجوال', '+966512345678');
      fillIn('الاسم على البطاقة', 'SARA ALHARBI');
      fillIn('رقم البطاقة', '4111111111111112');
      fillIn('رمز التحقق', '123');
      await chooseOption('الشهر', formatNumber(6, 'ar'));
      await chooseOption('السنة', formatYear(nextYear, 'ar'));
      fireEvent.click(button('ادفع الآن'));

      const dialog = await findDialog();
      expect(dialog.content).toBe(
        'رفضت خدمة الدفع البطاقة. يُرجى التحقق من رقمها ورمز التحقق وتاريخ الانتهاء.',
      );
      expect(orders).toHaveLength(0);
    });

    it('says the payment service cannot be reached when Moyasar does not answer', async () => {
      moyasarAnswers(networkError);
      await showPayment();
      await fillGoodDetails();
      payNow();
      expect(await errorPopup()).toBe(
        'The payment service cannot be reached right now. Please try again in a few minutes.',
      );
      expect(orders).toHaveLength(0);
      expect(button('Payment Now')).toBeTruthy();
    });
  });

  it('keeps phone, card number and CVC left to right in Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    renderAt('/payment', <PaymentPage />);
    await screen.findByText('ادفع الآن');
    for (const label of ['رقم الجوال', 'رقم البطاقة', 'رمز التحقق']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.queryByLabelText('الاسم الكامل')).not.toHaveAttribute('dir');
  });

  it.each([
    [
      'en',
      'Payment Now',
      'Remove coupon',
      'This coupon is no longer valid. Remove it to place your order.',
    ],
    ['ar', 'ادفع الآن', 'إزالة القسيمة', 'لم تعد هذه القسيمة صالحة. أزِلها لإتمام طلبك.'],
  ] as const)(
    'keeps Payment Now off while the coupon kept is no longer valid, until it is removed (%s)',
    async (language, payLabel, removeLabel, noLongerValid) => {
      // SAVE10 paused by an admin since the shopper applied it: the API calls it unknown.
      answerCart(
        fullCart({
          ...twoLineCart,
          coupon: {
            code: 'SAVE10',
            refusal: { code: 'COUPON_UNKNOWN', message: errorMessage('COUPON_UNKNOWN') },
          },
        }),
        twoLineCart,
      );
      const removed = onApi('DELETE /cart/coupon', {
        message: 'Coupon removed.',
        cart: twoLineCart,
      });
      useLanguageStore.getState().setLanguage(language);
      renderAt('/payment', <PaymentPage />);
      await waitFor(() => expect(button(payLabel)).toBeDisabled());
      expect(button(payLabel)).toHaveAccessibleDescription(noLongerValid);
      fireEvent.click(button(payLabel));
      expect(orders).toHaveLength(0);

      fireEvent.click(await findButton(removeLabel));
      await waitFor(() => expect(removed).toHaveLength(1));
      await waitFor(() => expect(button(payLabel)).toBeEnabled());
      expect(screen.queryByText(noLongerValid)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'Remove coupon', 'Coupon SAVE10', 'Subtotal', 'Total'],
    ['ar', 'إزالة القسيمة', 'قسيمة SAVE10', 'المجموع', 'الإجمالي'],
  ] as const)(
    'shows the coupon and the sums inside the order summary, above the total, unquoted (%s)',
    async (language, removeLabel, discountLabel, subtotalLabel, totalLabel) => {
      answerCart(
        fullCart({
          ...twoLineCart,
          discounts: [
            { code: 'SAVE10', label: 'Coupon SAVE10', labelAr: 'قسيمة SAVE10', amount: 69.05 },
          ],
          totalPrice: 621.45,
          coupon: { code: 'SAVE10' },
        }),
      );
      // No delivery quoted: the coupon box adds up the subtotal and the discount itself.
      answerAddresses([tabukAddress]);
      answerQuote(tabukNotServed);
      useLanguageStore.getState().setLanguage(language);
      renderAt('/payment', <PaymentPage />);
      const remove = await findButton(removeLabel);
      const table = screen.getByRole('table');
      expect(table).toContainElement(remove);
      const rows = within(table).getAllByRole('row');
      const couponRow = rows.findIndex((row) => row.contains(remove));
      const totalRow = rows.findIndex((row) => row.textContent?.startsWith(totalLabel));
      // Under the cart's two lines (and the header), above the total.
      expect(couponRow).toBe(3);
      expect(totalRow).toBeGreaterThan(couponRow);
      const coupon = within(rows[couponRow]!);
      expect(coupon.getByText('SAVE10')).toBeInTheDocument();
      expect(coupon.getByText(subtotalLabel)).toBeInTheDocument();
      expect(coupon.getByText(discountLabel)).toBeInTheDocument();
    },
  );

  describe('delivery', () => {
    const codQuote = { ...jeddahQuote, fee: 25, freeAbove: 1000, cod: true, codFee: 10 };

    it('quotes the delivery of the default address before payment: fee, days, free threshold', async () => {
      const quotes = answerQuote(codQuote);
      await showPayment();
      expect(await screen.findByText('Delivery in 2–4 days')).toBeInTheDocument();
      expect(
        screen.getByText('Free delivery on orders of SAR 1,000.00 or more.'),
      ).toBeInTheDocument();
      expect(quotes.map((request) => request.query)).toEqual([{ addressId: 'a1' }]);
      const table = screen.getByRole('table');
      expect(within(table).getByText('SAR 25.00')).toBeInTheDocument();
      // 690.50 + 25.00
      expect(within(table).getByText('SAR 715.50')).toBeInTheDocument();
    });

    it('quotes the delivery once, for the cart as it is, when the addresses come first', async () => {
      const cart = heldReply<CartAnswer>();
      onApi('GET /cart/getCartWithTotalPrice', cart.reply);
      const books = answerAddresses([homeAddress]);
      const quotes = answerQuote(jeddahQuote);
      renderAt('/payment', <PaymentPage />);
      await waitFor(() => expect(books).toHaveLength(1));
      // The address book is in well before the cart.
      await new Promise((resolve) => setTimeout(resolve, 300));
      cart.answer({ message: API_MESSAGES.cartFetched, cart: twoLineCart });
      expect(await screen.findByText('Delivery in 2–4 days')).toBeInTheDocument();
      expect(quotes.map((request) => request.query)).toEqual([{ addressId: 'a1' }]);
    });

    it('places a cash-on-delivery order without a card, its fee in the total', async () => {
      answerQuote(codQuote);
      const placed = answerOrder({
        message: 'Order created. Pay in cash on delivery.',
        order: { _id: 'o9' } as OrderView,
      });
      await showPayment();
      expect(screen.getByText('Delivery and card details')).toBeInTheDocument();
      fireEvent.click(await screen.findByLabelText('Cash on delivery (+SAR 10.00)'));
      expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
      // No card is asked for, and the heading says no more.
      expect(screen.queryByText('Delivery and card details')).not.toBeInTheDocument();
      expect(screen.getByText('Delivery details')).toBeInTheDocument();
      const table = screen.getByRole('table');
      expect(within(table).getByText('Cash on delivery fee')).toBeInTheDocument();
      // 690.50 + 25.00 + 10.00
      expect(within(table).getByText('SAR 725.50')).toBeInTheDocument();
      fillIn('Full name', 'Sara Alharbi');
      fillIn('Phone', '+966512345678');
      fireEvent.click(button('Place order'));

      await waitFor(() => expect(placed).toHaveLength(1));
      expect(bodiesOf(placed)).toEqual([{ ...delivery, paymentMethod: 'cod' }]);
      const dialog = await findDialog();
      expect(dialog).toMatchObject({
        title: 'Order placed',
        content: 'Order created. Pay in cash on delivery.',
      });
      expect(goToPaymentPage).not.toHaveBeenCalled();
    });

    it.each([
      ['en', 'Payment Now', 'We do not deliver to Tabuk yet.'],
      // The city named in Arabic.
      ['ar', 'ادفع الآن', 'لا نوصّل الطلبات إلى تبوك حالياً.'],
    ] as const)(
      'says a city is not served, and keeps the button off with the reason beside it (%s)',
      async (language, payLabel, notServed) => {
        answerAddresses([tabukAddress]);
        answerQuote(tabukNotServed);
        useLanguageStore.getState().setLanguage(language);
        renderAt('/payment', <PaymentPage />);
        await waitFor(() => expect(button(payLabel)).toBeDisabled());
        const pay = button(payLabel);
        expect(pay).toHaveAccessibleDescription(notServed);
        expect(await findAlertText()).toBe(notServed);
        fireEvent.click(pay);
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        expect(orders).toHaveLength(0);
      },
    );

    describe('with an address in a city not served', () => {
      const tabukDefault = { ...tabukAddress, isDefault: true };
      const jeddah = { ...homeAddress, isDefault: false };
      /** Tabuk is in no zone; Jeddah is. */
      const answerQuotes = () =>
        answerQuote(({ query }) =>
          query.addressId === tabukAddress._id ? tabukNotServed() : jeddahQuote,
        );
      /** The address picked: its radio's value. */
      const pickedAddress = () =>
        screen.getAllByRole<HTMLInputElement>('radio').find((radio) => radio.checked)?.value;

      it.each([
        ['en', 'Payment Now', 'Delivery in 2–4 days', 'We do not deliver to Tabuk yet.'],
        ['ar', 'ادفع الآن', 'التوصيل خلال ٢–٤ أيام', 'لا نوصّل الطلبات إلى تبوك حالياً.'],
      ] as const)(
        'picks the first address served when the default is not, each quoted once (%s)',
        async (language, payLabel, days, notServed) => {
          answerAddresses([tabukDefault, jeddah]);
          const quotes = answerQuotes();
          useLanguageStore.getState().setLanguage(language);
          renderAt('/payment', <PaymentPage />);
          await screen.findByText(payLabel);
          expect(await screen.findByText(days)).toBeInTheDocument();
          expect(pickedAddress()).toBe(jeddah._id);
          expect(screen.queryByText(notServed)).not.toBeInTheDocument();
          expect(button(payLabel)).toBeEnabled();
          expect(quotes.map((request) => request.query)).toEqual([
            { addressId: tabukAddress._id },
            { addressId: jeddah._id },
          ]);
        },
      );

      it('keeps the address the shopper chose across a reload, in the URL, served or not', async () => {
        answerAddresses([homeAddress, tabukAddress]);
        answerQuotes();
        const { unmount } = renderAt('/payment', <PaymentPage />);
        await screen.findByText('Delivery in 2–4 days');
        fireEvent.click(screen.getByRole('radio', { name: /Work/ }));
        expect(await findAlertText()).toBe('We do not deliver to Tabuk yet.');
        expect(currentSearch()).toBe(`?address=${tabukAddress._id}`);

        unmount();
        renderAt(`/payment?address=${tabukAddress._id}`, <PaymentPage />);
        expect(await findAlertText()).toBe('We do not deliver to Tabuk yet.');
        expect(pickedAddress()).toBe(tabukAddress._id);
        expect(button('Payment Now')).toBeDisabled();
      });
    });

    it('adds a National Address in place, checked as the server checks it, and quotes it', async () => {
      answerAddresses([]);
      const added = onApi('POST /user/addresses', {
        message: 'Address saved.',
        address: homeAddress,
      });
      await showPayment();
      expect(
        await screen.findByText('Add the National Address we deliver to.'),
      ).toBeInTheDocument();
      fillIn('Recipient', 'Sara Alharbi');
      fillIn("Recipient's mobile", '0512345678');
      fillIn('Building number', '29');
      fillIn('Street', 'King Fahd Road');
      fillIn('District', 'Al Olaya');
      await chooseOption('City', 'Jeddah');
      fillIn('Postal code', '١٢٢١٤');
      fillIn('Additional number', '7654');
      fireEvent.click(button('Add address'));
      expect(await screen.findByText('Building number must be 4 digits')).toBeInTheDocument();
      expect(added).toHaveLength(0);

      fillIn('Building number', '2929');
      answerAddresses([homeAddress]);
      fireEvent.click(button('Add address'));
      await waitFor(() => expect(added).toHaveLength(1));
      expect(added[0]!.body).toEqual({
        recipient: 'Sara Alharbi',
        phone: '+966512345678',
        buildingNumber: '2929',
        street: 'King Fahd Road',
        district: 'Al Olaya',
        city: 'Jeddah',
        postalCode: '12214',
        additionalNumber: '7654',
        isDefault: false,
      });
      expect(await screen.findByText('Delivery in 2–4 days')).toBeInTheDocument();
    });
  });
});
