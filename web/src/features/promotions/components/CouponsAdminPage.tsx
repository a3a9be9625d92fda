import type { Coupon } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { NumberInput } from '@/components/ui/NumberInput';
import { useState } from 'react';
import { Page } from '@/components/Page';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { errorText, useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { getCategories } from '@/lib/catalog/get-categories';
import { deleteCoupon, listCoupons, saveCoupon } from '../api/coupons';
import {
  couponRequestOf,
  formValuesOf,
  saudiDay,
  withActive,
  type CouponFormValues,
} from './coupon-form-values';

const COUPONS_KEY = ['admin', 'coupons'] as const;
const NEW_COUPON: CouponFormValues = { code: '', type: 'percent', value: 10, active: true };

/**
 * The back office's coupons (issue 27): the list with each one's uses so far and the discount
 * its paid orders got, and a form to add one or edit, pause or delete it.
 */
export function CouponsAdminPage() {
  const { t, language, formatPrice, formatNumber, nameOf } = useI18n();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const [form] = Form.useForm<CouponFormValues>();
  const [editing, setEditing] = useState<Coupon>();
  const [refusal, setRefusal] = useState<string>();
  const coupons = useQuery({ queryKey: COUPONS_KEY, queryFn: listCoupons });
  const categories = useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
  const save = useMutation({
    mutationFn: ({ values, id }: { values: CouponFormValues; id?: string }) =>
      saveCoupon(couponRequestOf(values), id),
    onSettled: refresh,
  });
  const toggle = useMutation({
    mutationFn: (coupon: Coupon) => saveCoupon(withActive(coupon, !coupon.active), coupon._id),
    onSettled: refresh,
  });

  const startEditing = (coupon?: Coupon) => {
    setEditing(coupon);
    setRefusal(undefined);
    form.setFieldsValue(coupon ? formValuesOf(coupon) : NEW_COUPON);
    if (!coupon) form.resetFields();
  };

  const submit = async (values: CouponFormValues) => {
    setRefusal(undefined);
    try {
      await save.mutateAsync({ values, id: editing?._id });
      startEditing(undefined);
    } catch (error) {
      setRefusal(serverMessageOf(error) ?? errorText(language, { code: 'BAD_REQUEST' }));
    }
  };

  const amountOf = (coupon: Coupon) =>
    coupon.type === 'percent' ? `${formatNumber(coupon.value)}%` : formatPrice(coupon.value);

  const columns: TableColumnsType<Coupon> = [
    {
      key: 'code',
      title: t('admin.coupons.code'),
      render: (_, coupon) => (
        <Space>
          <bdi>{coupon.code}</bdi>
          {!coupon.active && <Tag>{t('admin.coupons.paused')}</Tag>}
        </Space>
      ),
    },
    { key: 'value', title: t('admin.coupons.value'), render: (_, coupon) => amountOf(coupon) },
    {
      key: 'uses',
      title: t('admin.coupons.uses'),
      render: (_, coupon) =>
        coupon.maxUses === undefined
          ? formatNumber(coupon.uses)
          : `${formatNumber(coupon.uses)} / ${formatNumber(coupon.maxUses)}`,
    },
    {
      key: 'given',
      title: t('admin.coupons.discountGiven'),
      render: (_, coupon) => formatPrice(coupon.discountGiven),
    },
    {
      key: 'dates',
      title: `${t('admin.coupons.startsAt')} – ${t('admin.coupons.endsAt')}`,
      render: (_, coupon) =>
        [coupon.startsAt, coupon.endsAt].map((day) => (day ? saudiDay(day) : '…')).join(' – '),
    },
    {
      key: 'actions',
      title: t('admin.column.update'),
      render: (_, coupon) => (
        <Space wrap>
          <Button size="small" onClick={() => startEditing(coupon)}>
            {t('admin.column.update')}
          </Button>
          <Switch
            size="small"
            checked={coupon.active}
            loading={toggle.isPending}
            aria-label={`${t('admin.coupons.active')} ${coupon.code}`}
            onChange={() => toggle.mutate(coupon)}
          />
          <Button
            size="small"
            danger
            onClick={() =>
              confirmDelete({
                remove: async () => {
                  await deleteCoupon(coupon._id);
                  await refresh();
                },
                deletedText: t('admin.coupons.deleted'),
                failedText: t('admin.coupons.deleteFailed'),
              })
            }
          >
            {t('admin.column.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Page title={t('admin.nav.coupons')}>
      <Card
        title={editing ? `${t('admin.column.update')} ${editing.code}` : t('admin.coupons.add')}
      >
        {refusal && <Alert type="error" showIcon message={<bdi>{refusal}</bdi>} />}
        <Form<CouponFormValues>
          form={form}
          layout="vertical"
          initialValues={NEW_COUPON}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="code"
            label={t('admin.coupons.code')}
            rules={[
              {
                required: true,
                pattern: /^[A-Za-z0-9_-]{3,32}$/,
                message: errorText(language, { code: 'COUPON_CODE_INVALID' }),
              },
            ]}
          >
            <Input dir="ltr" maxLength={32} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="type" label={t('admin.coupons.type')}>
              <Select
                style={{ minWidth: 140 }}
                options={[
                  { value: 'percent', label: t('admin.coupons.percent') },
                  { value: 'fixed', label: t('admin.coupons.fixed') },
                ]}
              />
            </Form.Item>
            <Form.Item name="value" label={t('admin.coupons.value')} rules={[{ required: true }]}>
              <NumberInput min={0.01} step={1} />
            </Form.Item>
            <Form.Item name="minSubtotal" label={t('admin.coupons.minSubtotal')}>
              <NumberInput min={0.01} />
            </Form.Item>
            <Form.Item name="maxDiscount" label={t('admin.coupons.maxDiscount')}>
              <NumberInput min={0.01} />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item name="startsAt" label={t('admin.coupons.startsAt')}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="endsAt" label={t('admin.coupons.endsAt')}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="maxUses" label={t('admin.coupons.maxUses')}>
              <NumberInput min={1} precision={0} />
            </Form.Item>
            <Form.Item name="maxUsesPerCustomer" label={t('admin.coupons.maxUsesPerCustomer')}>
              <NumberInput min={1} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item name="categoryIds" label={t('admin.coupons.categories')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              options={(categories.data ?? []).map((category) => ({
                value: category._id,
                label: nameOf(category),
              }))}
            />
          </Form.Item>
          <Space wrap>
            <Form.Item name="firstOrderOnly" valuePropName="checked">
              <Checkbox>{t('admin.coupons.firstOrderOnly')}</Checkbox>
            </Form.Item>
            <Form.Item name="active" valuePropName="checked" label={t('admin.coupons.active')}>
              <Switch />
            </Form.Item>
          </Space>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {editing ? t('admin.column.update') : t('admin.coupons.add')}
            </Button>
            {editing && (
              <Button onClick={() => startEditing(undefined)}>{t('admin.cancelUpdate')}</Button>
            )}
          </Space>
        </Form>
      </Card>
      <Table<Coupon>
        rowKey="_id"
        loading={coupons.isPending}
        dataSource={coupons.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('admin.coupons.empty') }}
      />
    </Page>
  );
}
