import { MILEAGE_MAX, type GarageCar, type NextService as NextServiceFacts } from '@shop/shared';
import { Button, Form, Space, Typography } from 'antd';
import { useOrderFormats } from '@/components/orders/order-display';
import { NumberInput } from '@/components/ui/NumberInput';
import { useEffect, useRef, useState } from 'react';
import { confirmDialog, showDialog } from '@/components/dialogs/dialogs';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { serviceDoneElsewhere, updateMileage } from '../api/service-reminders';
import styles from './VehicleCard.module.css';

/** What a service reminder's link asks of this car (the garage page's query string). */
export type ReminderIntent = { kind: 'mileage' } | { kind: 'serviceDone'; packageId: string };

interface NextServiceProps {
  car: GarageCar;
  /** Opened from a reminder's link: the mileage form, or the "done elsewhere" question. */
  intent?: ReminderIntent;
  /** The car's schedule changed: the garage reloads. */
  onChanged: () => void;
}

/**
 * A garage car's next service and when it falls due, with the two answers a reminder asks for:
 * today's mileage, and "I did it elsewhere".
 */
export function NextService({ car, intent, onChanged }: NextServiceProps) {
  const { t, nameOf, formatNumber } = useI18n();
  const [editing, setEditing] = useState(intent?.kind === 'mileage');
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ mileage: number }>();
  const box = useRef<HTMLElement>(null);
  const next = car.nextService;

  const failed = (error: unknown) =>
    showDialog({ kind: 'error', title: t('reminders.failed'), content: serverMessageOf(error) });

  const markDone = (service: NextServiceFacts) =>
    confirmDialog({
      title: t('reminders.confirmDone').replace('{name}', nameOf(service.package)),
      okText: t('reminders.doneElsewhere'),
      cancelText: t('reminders.cancel'),
      onOk: async () => {
        try {
          await serviceDoneElsewhere(car._id, service.package._id);
          showDialog({ kind: 'success', title: t('reminders.serviceRecorded') });
          onChanged();
        } catch (error) {
          failed(error);
        }
      },
    });

  // A reminder's link: bring the car into view, and ask what it asks (once).
  const asked = useRef(false);
  useEffect(() => {
    if (!intent || asked.current) return;
    asked.current = true;
    // (jsdom has no scrolling.)
    box.current?.scrollIntoView?.({ block: 'center' });
    if (intent.kind === 'serviceDone' && next?.package._id === intent.packageId) markDone(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link that opened it
  }, [intent, next]);

  const saveMileage = async ({ mileage }: { mileage: number }) => {
    setSending(true);
    try {
      await updateMileage(car._id, mileage);
      setEditing(false);
      showDialog({ kind: 'success', title: t('reminders.mileageSaved') });
      onChanged();
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  };

  // The shop's day in Saudi time and the Gregorian calendar, as orders write theirs.
  const { formatDay } = useOrderFormats();

  return (
    <section ref={box} className={styles.nextService} aria-label={t('reminders.nextService')}>
      {next && (
        <>
          <Typography.Text strong>{t('reminders.nextService')}</Typography.Text>
          <p>
            <bdi>
              {t('reminders.dueOn')
                .replace('{name}', nameOf(next.package))
                .replace('{date}', formatDay(new Date(next.dueAt)))}
            </bdi>
            {next.dueBy === 'time' && <> ({t('reminders.dueByTime')})</>}
          </p>
          <p>{t('reminders.estimated').replace('{km}', formatNumber(next.estimatedMileage))}</p>
        </>
      )}
      {editing ? (
        <Form
          form={form}
          layout="inline"
          initialValues={{ mileage: next?.estimatedMileage ?? car.mileage }}
          onFinish={(values) => void saveMileage(values)}
        >
          <Form.Item
            name="mileage"
            label={t('reminders.mileageToday')}
            rules={[{ required: true, type: 'integer', min: 0, max: MILEAGE_MAX }]}
          >
            <NumberInput min={0} max={MILEAGE_MAX} precision={0} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={sending}>
              {t('reminders.save')}
            </Button>
            <Button onClick={() => setEditing(false)}>{t('reminders.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(true)}>
            {t('reminders.updateMileage')}
          </Button>
          {next && (
            <Button size="small" onClick={() => markDone(next)}>
              {t('reminders.doneElsewhere')}
            </Button>
          )}
        </Space>
      )}
    </section>
  );
}
