import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Flex, Form, Input, Select } from 'antd';
import { FormSelect } from '@/components/ui/FormSelect';
import { NumberInput } from '@/components/ui/NumberInput';
import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { vehicleMakesQuery, vehicleModelsQuery } from '../api/vehicle-queries';
import { useYearRule } from '../hooks/use-year-rule';
import { catalogOption, matchesTyped, type CatalogOption } from './catalog-options';
import { FITMENT_BOUNDS, yearRangeOf, type FitmentRow } from './fitment-rules';
import { RowFieldset, rowListStyles as styles } from './RowFieldset';

/**
 * A select that must be chosen: its label shows the required mark, and FormSelect says so on its
 * combobox alone (Ant Design would put aria-required on the select's wrapper too).
 */
const selected = (message: string) => [{ required: true, message }];

/** The form list the rows edit. */
const LIST = 'fitments';

interface FitmentRowsProps {
  /** Said while there are no rows. */
  emptyText?: string;
  /** Beside "Add a car": another way to add rows, such as copying another product's. */
  extra?: ReactNode;
}

/**
 * The cars a product or package fits, as rows of the form's `fitments` (fitment-rules.ts): the
 * make and model from the vehicle catalog, the years within the model's, the engine among the
 * model's, and notes. Rows are added and removed here; the server checks them again.
 */
export function FitmentRows({ emptyText, extra }: FitmentRowsProps) {
  const { t, formatNumber } = useI18n();
  return (
    <Form.List
      name={LIST}
      rules={[
        {
          validator: async (_, rows?: FitmentRow[]) => {
            if ((rows?.length ?? 0) > FITMENT_BOUNDS.fitments) {
              throw new Error(
                t('admin.fitments.tooMany').replace('{max}', formatNumber(FITMENT_BOUNDS.fitments)),
              );
            }
          },
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <>
          {rows.length === 0 && emptyText && <p className={styles.none}>{emptyText}</p>}
          {rows.map((row, index) => (
            <FitmentRowFields
              key={row.key}
              name={row.name}
              number={index + 1}
              onRemove={() => remove(row.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          <Flex wrap gap="small" align="center" className={styles.actions}>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({})}
              disabled={rows.length >= FITMENT_BOUNDS.fitments}
            >
              {t('admin.fitments.add')}
            </Button>
            {extra}
          </Flex>
        </>
      )}
    </Form.List>
  );
}

interface FitmentRowFieldsProps {
  /** The row's name in the form list. */
  name: number;
  /** Its number on screen, from 1. */
  number: number;
  onRemove: () => void;
}

/** One row: a fieldset named "Car 1", "Car 2"… so each field reads with its car. */
function FitmentRowFields({ name, number, onRemove }: FitmentRowFieldsProps) {
  const { t, nameOf, formatNumber } = useI18n();
  const yearRule = useYearRule();
  const form = Form.useFormInstance();
  const path = (field: keyof FitmentRow) => [LIST, name, field];
  const make = Form.useWatch<string | undefined>(path('make'), form);
  const modelName = Form.useWatch<string | undefined>(path('model'), form);
  const { data: makes = [] } = useQuery(vehicleMakesQuery());
  const { data: models = [], isFetching: modelsLoading } = useQuery(vehicleModelsQuery(make));
  const model = models.find((entry) => entry.name.toLowerCase() === modelName?.toLowerCase());
  const range = yearRangeOf(model);
  const engines = model?.engines ?? [];
  const carNumber = formatNumber(number);

  /** A new make starts the row anew but for its notes. */
  const makeChanged = () =>
    form.setFieldValue([LIST, name], {
      make: form.getFieldValue(path('make')),
      notes: form.getFieldValue(path('notes')),
    });

  /** A new model brings its years, unless some were typed, and drops an engine it lacks. */
  const modelChanged = (picked: string) => {
    const chosen = models.find((entry) => entry.name === picked);
    if (!chosen) return;
    const years = yearRangeOf(chosen);
    if (form.getFieldValue(path('yearFrom')) == null) {
      form.setFieldValue(path('yearFrom'), years.from);
    }
    if (form.getFieldValue(path('yearTo')) == null) form.setFieldValue(path('yearTo'), years.to);
    const engine = form.getFieldValue(path('engine')) as string | undefined;
    if (engine && !chosen.engines.some((entry) => entry.code === engine)) {
      form.setFieldValue(path('engine'), undefined);
    }
  };

  return (
    <RowFieldset
      legend={t('admin.fitments.car').replace('{number}', carNumber)}
      removeLabel={t('admin.fitments.remove').replace('{number}', carNumber)}
      onRemove={onRemove}
    >
      <Col xs={24} sm={12} lg={4}>
        <Form.Item
          name={[name, 'make']}
          label={t('admin.fitments.make')}
          rules={selected(t('admin.fitments.makeRequired'))}
        >
          <FormSelect<string, CatalogOption>
            showSearch
            filterOption={matchesTyped}
            onChange={makeChanged}
            options={makes.map((entry) => catalogOption(entry, entry.name, nameOf(entry)))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={4}>
        <Form.Item
          name={[name, 'model']}
          label={t('admin.fitments.model')}
          rules={selected(t('admin.fitments.modelRequired'))}
        >
          <FormSelect<string, CatalogOption>
            showSearch
            disabled={!make}
            loading={modelsLoading}
            filterOption={matchesTyped}
            onChange={modelChanged}
            options={models.map((entry) => catalogOption(entry, entry.name, nameOf(entry)))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} lg={3}>
        <Form.Item
          name={[name, 'yearFrom']}
          label={t('admin.fitments.yearFrom')}
          required
          rules={[yearRule(range)]}
        >
          <NumberInput min={range.from} max={range.to} precision={0} />
        </Form.Item>
      </Col>
      <Col xs={12} lg={3}>
        <Form.Item
          name={[name, 'yearTo']}
          label={t('admin.fitments.yearTo')}
          required
          dependencies={[path('yearFrom')]}
          rules={[yearRule(range, { from: () => form.getFieldValue(path('yearFrom')) })]}
        >
          <NumberInput min={range.from} max={range.to} precision={0} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={4}>
        <Form.Item name={[name, 'engine']} label={t('admin.fitments.engine')}>
          <Select
            allowClear
            disabled={engines.length === 0}
            placeholder={t('admin.fitments.anyEngine')}
            options={engines.map((entry) => catalogOption(entry, entry.code, nameOf(entry)))}
          />
        </Form.Item>
      </Col>
      <Col xs={20} sm={10} lg={5}>
        <Form.Item name={[name, 'notes']} label={t('admin.fitments.notes')}>
          <Input maxLength={FITMENT_BOUNDS.notesLength} />
        </Form.Item>
      </Col>
    </RowFieldset>
  );
}
