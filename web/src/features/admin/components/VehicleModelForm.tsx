import { PlusOutlined } from '@ant-design/icons';
import type { VehicleEngine, VehicleModel } from '@shop/shared';
import { Button, Col, Form, Input } from 'antd';
import { NumberInput } from '@/components/ui/NumberInput';
import { toast } from 'sonner';
import { useI18n } from '@/i18n';
import { addVehicleModel } from '../api/add-vehicle-model';
import { updateVehicleModel } from '../api/update-vehicle-model';
import type { EditFormProps } from './AdminEditableList';
import { optionalTexts } from './catalog-form-rules';
import { CatalogFormCard, FormSection } from './CatalogFormCard';
import { useCatalogSave } from '../hooks/use-catalog-save';
import { useYearRule } from '../hooks/use-year-rule';
import { FITMENT_BOUNDS } from './fitment-rules';
import { RowFieldset, rowListStyles } from './RowFieldset';
import { formFieldsOf } from './server-field-errors';

interface ModelFormValues {
  name?: string;
  nameAr?: string;
  yearFrom?: number | null;
  yearTo?: number | null;
  engines?: Partial<VehicleEngine>[];
}

const modelFieldOf = formFieldsOf(['name', 'nameAr', 'yearFrom', 'yearTo'], {
  engines: ['engines'],
});

/** Any model year the shop takes. */
const YEARS = { from: FITMENT_BOUNDS.yearMin, to: FITMENT_BOUNDS.yearMax };

interface VehicleModelFormProps extends EditFormProps<VehicleModel> {
  /** The make the model is of. */
  makeId: string;
}

/**
 * Adds a model to a make, or updates the one chosen: its names, the model years it was sold in
 * Saudi Arabia (the last one empty while it still is) and the engines parts tell apart.
 */
export function VehicleModelForm({ makeId, editing, onSaved, onCancel }: VehicleModelFormProps) {
  const { t, formatNumber } = useI18n();
  const yearRule = useYearRule();
  const [form] = Form.useForm<ModelFormValues>();
  const { saving, save } = useCatalogSave(form, modelFieldOf);

  const submit = async (values: ModelFormValues) => {
    const model = {
      makeId,
      name: values.name!.trim(),
      ...optionalTexts(['nameAr'], values, editing),
      yearFrom: values.yearFrom!,
      ...(values.yearTo != null && { yearTo: values.yearTo }),
      engines: (values.engines ?? []).map((engine) => ({
        code: engine.code!.trim(),
        name: engine.name!.trim(),
        ...(engine.nameAr?.trim() && { nameAr: engine.nameAr.trim() }),
      })),
    };
    const saved = await save(() =>
      editing ? updateVehicleModel(editing._id, model) : addVehicleModel(model),
    );
    if (!saved) return;
    toast.success(t(editing ? 'admin.vehicles.modelUpdated' : 'admin.vehicles.modelAdded'));
    form.resetFields();
    onSaved();
  };

  const initialValues: ModelFormValues | undefined = editing && {
    name: editing.name,
    nameAr: editing.nameAr,
    yearFrom: editing.yearFrom,
    yearTo: editing.yearTo,
    engines: editing.engines,
  };
  const required = { required: true, whitespace: true, message: t('admin.vehicles.nameRequired') };

  return (
    <CatalogFormCard
      form={form}
      title={
        editing
          ? t('admin.vehicles.updateModelTitle').replace('{name}', editing.name)
          : t('admin.vehicles.addModelTitle')
      }
      warning={null}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      submitText={t(editing ? 'admin.vehicles.updateModel' : 'admin.vehicles.addModel')}
      saving={saving}
      onCancel={editing && onCancel}
    >
      <Col xs={24} md={12} lg={6}>
        <Form.Item name="name" label={t('catalog.field.name')} rules={[required]}>
          <Input dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={6}>
        <Form.Item name="nameAr" label={t('catalog.field.nameAr')}>
          <Input dir="rtl" lang="ar" />
        </Form.Item>
      </Col>
      <Col xs={12} lg={6}>
        <Form.Item name="yearFrom" label={t('admin.vehicles.yearFrom')} rules={[yearRule(YEARS)]}>
          <NumberInput min={YEARS.from} max={YEARS.to} precision={0} />
        </Form.Item>
      </Col>
      <Col xs={12} lg={6}>
        <Form.Item
          name="yearTo"
          label={t('admin.vehicles.yearTo')}
          extra={t('admin.vehicles.yearToHint')}
          dependencies={['yearFrom']}
          rules={[yearRule(YEARS, { from: () => form.getFieldValue('yearFrom'), optional: true })]}
        >
          <NumberInput min={YEARS.from} max={YEARS.to} precision={0} />
        </Form.Item>
      </Col>
      <FormSection title={t('admin.vehicles.engines')} />
      <Col xs={24}>
        <Form.List name="engines">
          {(engines, { add, remove }) => (
            <>
              {engines.map((engine, index) => {
                const number = formatNumber(index + 1);
                return (
                  <RowFieldset
                    key={engine.key}
                    legend={t('admin.vehicles.engine').replace('{number}', number)}
                    removeLabel={t('admin.vehicles.removeEngine').replace('{number}', number)}
                    onRemove={() => remove(engine.name)}
                  >
                    <Col xs={24} sm={12} lg={7}>
                      <Form.Item
                        name={[engine.name, 'code']}
                        label={t('admin.vehicles.engineCode')}
                        extra={t('admin.vehicles.engineCodeHint')}
                        rules={[required]}
                      >
                        <Input dir="ltr" spellCheck={false} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12} lg={8}>
                      <Form.Item
                        name={[engine.name, 'name']}
                        label={t('admin.vehicles.engineName')}
                        rules={[required]}
                      >
                        <Input dir="ltr" />
                      </Form.Item>
                    </Col>
                    <Col xs={20} sm={10} lg={8}>
                      <Form.Item
                        name={[engine.name, 'nameAr']}
                        label={t('admin.vehicles.engineNameAr')}
                      >
                        <Input dir="rtl" lang="ar" />
                      </Form.Item>
                    </Col>
                  </RowFieldset>
                );
              })}
              <Button
                className={rowListStyles.actions}
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({})}
              >
                {t('admin.vehicles.addEngine')}
              </Button>
            </>
          )}
        </Form.List>
      </Col>
    </CatalogFormCard>
  );
}
