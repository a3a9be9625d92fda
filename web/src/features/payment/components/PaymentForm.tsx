import {
  API_MESSAGES,
  CASH_ON_DELIVERY,
  PAYMENT_METHOD,
  normalizeCardNumber,
  type AddOrderRequest,
  type PaymentCard,
  type PaymentMethod,
  westernDigits,
} from '@shop/shared';
import { cardExpiryYears } from '@/lib/card-expiry-years';
import { Button, Card, Form, Input, Radio, Select, Spin } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showDialog } from '@/components/dialogs/dialogs';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { useRefetchCart } from '@/lib/cart/cart-query';
import { useSessionStore } from '@/stores/session-store';
import { addOrder } from '../api/add-order';
import { getPaymentConfig } from '../api/payment-config';
import { CardTokenError, tokenizeCard } from '../api/tokenize-card';
import { goToPaymentPage } from '../utils/go-to-payment';
import {
  paymentCheckError,
  phoneCheckError,
  typedNumbers,
  type PaymentFormValues,
} from './payment-checks';
import styles from './PaymentPage.module.css';

/** How long the 'Order created' popup waits for OK before going on to pay by itself. */
const PAYMENT_REDIRECT_MS = 2000;

/**
 * The card field takes at most 16 characters, as the spec says, not counting the spaces people
 * type between groups of four ("4111 1111 1111 1111"): the checks and the order drop them.
 */
const CARD_NUMBER_CHARACTERS = {
  max: 16,
  strategy: (value: string) => normalizeCardNumber(value).length,
  /** Keeps the first 16 characters, and the spaces among them. */
  exceedFormatter: (value: string, { max }: { max: number }) => {
    let kept = '';
    let characters = 0;
    for (const char of value) {
      if (!/\s/.test(char)) {
        if (characters === max) break;
        characters += 1;
      }
      kept += char;
    }
    return kept;
  },
};
/** 16 characters and the three spaces between their groups. */
const CARD_NUMBER_MAX_LENGTH = 19;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
/** Checked when 'Payment Now' is clicked, after the documented checks; the card's by card only. */
const REQUIRED_FIELDS = ['fullname', 'cardName'] as const;

/**
 * Numbers typed on an Arabic keyboard shown in the western digits they are sent in, as card
 * numbers and phones read (docs/behaviour.md): Arabic-Indic digits in a left-to-right field would
 * show a card's groups in the reverse order.
 */
const asTyped = (value: unknown) => (typeof value === 'string' ? westernDigits(value) : value);

const cardOf = (values: PaymentFormValues): PaymentCard => {
  const { cardNumber, cvc } = typedNumbers(values);
  return {
    name: values.cardName?.trim() ?? '',
    number: cardNumber,
    cvc,
    month: Number(values.month),
    year: Number(values.year),
  };
};

/** Where Moyasar would send the browser back to after a token's own 3-D Secure step. */
const paymentCallbackUrl = () =>
  new URL(`${env.apiBaseUrl}/payment/callback`, window.location.origin).href;

/**
 * The order to place, to the saved address `addressId`: cash on delivery takes no card; by card,
 * with the sandbox, the card itself (the documented call); with Moyasar, only the token the
 * browser got for the card from Moyasar, so the card never reaches the shop.
 */
async function orderRequestOf(
  values: PaymentFormValues,
  addressId: string,
  method: PaymentMethod,
): Promise<AddOrderRequest> {
  const order = {
    fullname: values.fullname?.trim() ?? '',
    phone: typedNumbers(values).phone,
    addressId,
    paymentMethod: method,
  } as const;
  if (method === CASH_ON_DELIVERY) return order;
  const config = await getPaymentConfig();
  if (config.provider !== 'moyasar') return { ...order, cardDetails: cardOf(values) };
  return { ...order, token: await tokenizeCard(config, cardOf(values), paymentCallbackUrl()) };
}

interface PaymentFormProps {
  /** The saved address the order goes to (DeliveryAddressCard). */
  addressId?: string;
  /**
   * Why the order cannot be placed as it is (a city not served, a coupon that no longer applies):
   * said above the button, which stays off until it is solved.
   */
  problem?: string;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** Cash on delivery, where the address's zone offers it for this total: its fee. */
  cashOnDelivery?: { fee: number };
}

/**
 * Delivery and card details, and 'Payment Now'; or, where the zone offers cash on delivery and it
 * is chosen, no card and 'Place order'. The card's number and CVC live only in this form: never
 * logged, never stored, gone once the page is left.
 */
export function PaymentForm({
  addressId,
  problem,
  method,
  onMethodChange,
  cashOnDelivery,
}: PaymentFormProps) {
  const i18n = useI18n();
  const { t, formatNumber, formatYear, formatPrice } = i18n;
  const navigate = useNavigate();
  const refetchCart = useRefetchCart();
  const byCard = method !== CASH_ON_DELIVERY;
  const [form] = Form.useForm<PaymentFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const user = useSessionStore((state) => state.userData);
  const years = useMemo(() => cardExpiryYears(), []);
  const problemId = useId();

  const showError = (content: string) => {
    showDialog({ kind: 'error', title: t('payment.errorTitle'), content: <bdi>{content}</bdi> });
  };

  /** The success popup, then the provider's page: on OK, or by itself after a moment. */
  const goOnToPay = (transactionUrl: string) => {
    let gone = false;
    const go = () => {
      if (gone) return;
      gone = true;
      clearTimeout(timer);
      goToPaymentPage(transactionUrl);
    };
    const timer = setTimeout(go, PAYMENT_REDIRECT_MS);
    showDialog({
      kind: 'success',
      title: t('payment.successTitle'),
      content: (
        <>
          <p>{t('payment.orderCreated')}</p>
          <p>{t('payment.redirecting')}</p>
        </>
      ),
      onOk: go,
    });
  };

  /** A cash order is placed: nothing to pay now; on to the order in My Orders. */
  const placedForCash = async (orderId: string) => {
    await refetchCart();
    showDialog({
      kind: 'success',
      title: t('checkout.codPlacedTitle'),
      content: t('checkout.codPlaced'),
      onOk: () => navigate(paths.myOrders.to(orderId)),
    });
  };

  const pay = async () => {
    const values = form.getFieldsValue();
    // Where it goes first: the screen says it before any other check.
    if (!addressId) {
      showError(t('checkout.pickAddress'));
      return;
    }
    // The documented checks first, in their order, each with its own popup (docs/behaviour.md);
    // without a card, the phone's alone.
    const problem = byCard
      ? paymentCheckError(values, i18n.language)
      : phoneCheckError(values, i18n.language);
    if (problem) {
      showError(problem);
      return;
    }
    const required = byCard ? REQUIRED_FIELDS : (['fullname'] as const);
    try {
      await form.validateFields([...required]);
    } catch {
      const firstMissing = required.find((name) => !form.getFieldValue(name)?.trim());
      if (firstMissing) form.scrollToField(firstMissing);
      return;
    }

    setSubmitting(true);
    try {
      // The error is not logged: the request it carries holds the card's number.
      const answer = await addOrder(await orderRequestOf(values, addressId, method));
      if (!byCard && answer.message === API_MESSAGES.codOrderCreated) {
        setSubmitting(false);
        await placedForCash(answer.order._id);
        return;
      }
      if (answer.message !== API_MESSAGES.orderCreated || !answer.payment) {
        showError(answer.message || t('payment.orderFailed'));
        setSubmitting(false);
        return;
      }
      // The spinner stays: the page is about to be left.
      goOnToPay(answer.payment.source.transaction_url);
    } catch (error) {
      showError(
        error instanceof CardTokenError
          ? t(error.reason === 'refused' ? 'payment.cardRefused' : 'payment.cardServiceUnavailable')
          : (serverMessageOf(error) ?? t('payment.orderFailed')),
      );
      setSubmitting(false);
    }
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Card title={t(byCard ? 'payment.detailsTitle' : 'payment.deliveryDetailsTitle')}>
      <Form
        form={form}
        name="payment"
        layout="vertical"
        disabled={submitting}
        initialValues={{ fullname: user?.name, phone: user?.mobile }}
      >
        <Form.Item
          name="fullname"
          label={t('payment.fullName')}
          rules={required(t('payment.fullNameRequired'))}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="phone" label={t('payment.phone')} normalize={asTyped}>
          <Input dir="ltr" inputMode="tel" autoComplete="tel" placeholder="+9665XXXXXXXX" />
        </Form.Item>
        {cashOnDelivery ? (
          <Form.Item label={t('payment.method')}>
            <Radio.Group
              value={method}
              onChange={(event) => onMethodChange(event.target.value as PaymentMethod)}
              className={styles.methods}
            >
              <Radio value={PAYMENT_METHOD}>{t('checkout.methodCard')}</Radio>
              <Radio value={CASH_ON_DELIVERY}>
                {t('checkout.methodCod').replace('{fee}', formatPrice(cashOnDelivery.fee))}
              </Radio>
            </Radio.Group>
          </Form.Item>
        ) : (
          <Form.Item label={t('payment.method')} htmlFor="payment_paymentMethod">
            {/* Fixed where cash on delivery is not offered: the documented creditcard. */}
            <Input id="payment_paymentMethod" value={t('payment.methodValue')} disabled />
          </Form.Item>
        )}
        {byCard && (
          <>
            <Form.Item
              name="cardName"
              label={t('payment.nameOnCard')}
              rules={required(t('payment.nameOnCardRequired'))}
            >
              <Input autoComplete="cc-name" />
            </Form.Item>
            <div className={styles.cardRow}>
              <Form.Item name="cardNumber" label={t('payment.cardNumber')} normalize={asTyped}>
                <Input
                  dir="ltr"
                  maxLength={CARD_NUMBER_MAX_LENGTH}
                  count={CARD_NUMBER_CHARACTERS}
                  inputMode="numeric"
                  autoComplete="cc-number"
                />
              </Form.Item>
              <Form.Item name="cvc" label={t('payment.cvc')} normalize={asTyped}>
                <Input dir="ltr" maxLength={3} inputMode="numeric" autoComplete="cc-csc" />
              </Form.Item>
            </div>
            <div className={styles.expiryRow}>
              <Form.Item name="month" label={t('payment.month')}>
                {/* Short lists: every option stays in the page, for screen readers too. */}
                <Select
                  virtual={false}
                  options={MONTHS.map((month) => ({ value: month, label: formatNumber(month) }))}
                />
              </Form.Item>
              <Form.Item name="year" label={t('payment.year')}>
                <Select
                  virtual={false}
                  options={years.map((year) => ({ value: year, label: formatYear(year) }))}
                />
              </Form.Item>
            </div>
          </>
        )}
        {problem && (
          <p id={problemId} className={styles.problem}>
            <bdi>{problem}</bdi>
          </p>
        )}
        <div className={styles.submit}>
          {submitting ? (
            <div role="status" aria-label={t('payment.submitting')}>
              <Spin />
            </div>
          ) : (
            // Not a submit button: the documented checks come before the form's own (see pay).
            <Button
              type="primary"
              size="large"
              block
              disabled={Boolean(problem)}
              aria-describedby={problem ? problemId : undefined}
              onClick={() => void pay()}
            >
              {t(byCard ? 'payment.submit' : 'checkout.placeOrder')}
            </Button>
          )}
        </div>
      </Form>
    </Card>
  );
}
