import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { VinFormItem } from '@/components/VinFormItem';
import { useI18n } from '@/i18n';
import {
  filledCriteria,
  hasCriteria,
  type ProductsScreenState,
  type SearchInput,
} from '@/lib/catalog';
import styles from './SearchPanel.module.css';

type TabKey = 'data' | 'vin';

/**
 * 'Find Your Best Package Offer' (docs/behaviour.md): search by car data (the default tab)
 * or by VIN. Only the filled criteria of the open tab are sent, and at least one is needed; the
 * products screen runs the search and shows the results.
 */
/** A year of four digits, Western or Arabic-Indic. */
const YEAR_PATTERN = /^\s*[0-9\u0660-\u0669]{4}\s*$/;
const westernDigits = (value: SearchInput['year']) =>
  typeof value === 'string'
    ? value.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    : value;

export function SearchPanel() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>('data');
  const [noInput, setNoInput] = useState(false);

  const search = (values: SearchInput) => {
    const criteria = filledCriteria({ ...values, year: westernDigits(values.year) });
    setNoInput(!hasCriteria(criteria));
    if (!hasCriteria(criteria)) return;
    const state: ProductsScreenState = { search: criteria };
    navigate(paths.products, { state });
  };

  const submit = (
    <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} size="large">
      {t('search.submit')}
    </Button>
  );

  const byData = (
    <Form layout="vertical" onFinish={search} aria-label={t('search.byData')}>
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="brand" label={t('search.brand')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="model" label={t('search.model')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name="year"
            label={t('search.year')}
            // Letters would otherwise read as no input at all: say what is wrong instead.
            rules={[{ pattern: YEAR_PATTERN, message: t('search.yearInvalid') }]}
          >
            <Input className={styles.number} inputMode="numeric" maxLength={4} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="warranty" label={t('search.warranty')}>
            <Radio.Group
              options={[
                { value: 'true', label: t('catalog.true') },
                { value: 'false', label: t('catalog.false') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      {submit}
    </Form>
  );

  const byVin = (
    <Form layout="vertical" onFinish={search} aria-label={t('search.byVin')}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <VinFormItem label={t('search.vin')} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="keywords" label={t('search.keywords')}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      {submit}
    </Form>
  );

  return (
    <section className={styles.section} aria-labelledby="search-panel-title">
      <Card>
        <h2 id="search-panel-title" className={styles.title}>
          {t('search.title')}
        </h2>
        {noInput && (
          <Alert className={styles.alert} type="warning" showIcon message={t('search.noInput')} />
        )}
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as TabKey);
            setNoInput(false);
          }}
          items={[
            { key: 'data', label: t('search.byData'), children: byData },
            { key: 'vin', label: t('search.byVin'), children: byVin },
          ]}
        />
      </Card>
    </section>
  );
}
