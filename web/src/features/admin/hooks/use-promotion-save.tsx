import type { FormInstance } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n, type MessageKey } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { formFieldsOf, showServerFieldRefusals } from '../components/server-field-errors';

/** The request fields coupons and offers share, each shown on the form field of its name. */
const CONDITION_FIELDS = ['minSubtotal', 'maxDiscount', 'startsAt', 'endsAt'];
/** A refused list of the scope ('scope.productIds') shows on its picker. */
const SCOPE_FIELDS = Object.fromEntries(
  ['categoryIds', 'productIds', 'packageIds', 'manufacturers'].map((list) => [
    `scope.${list}`,
    [list],
  ]),
);

interface PromotionSaveTexts {
  saveFailed: MessageKey;
  added: MessageKey;
  updated: MessageKey;
}

/**
 * The submit of a coupon's or an offer's form: saves, shows the server's refusals on their
 * fields and in a dialog, or says it is done, empties the form and calls `onSaved`.
 */
export function usePromotionSave<Values>(
  form: FormInstance<Values>,
  ownFields: readonly string[],
  texts: PromotionSaveTexts,
  { updating, onSaved }: { updating: boolean; onSaved: () => void },
) {
  const { t, language } = useI18n();
  const [saving, setSaving] = useState(false);
  const fieldOf = formFieldsOf([...ownFields, ...CONDITION_FIELDS], SCOPE_FIELDS);

  const submit = async (request: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await request();
    } catch (error) {
      showServerFieldRefusals(form, error, language, fieldOf);
      const reason = serverMessageOf(error);
      showDialog({
        kind: 'error',
        title: t(texts.saveFailed),
        content: reason && <bdi>{reason}</bdi>,
      });
      return;
    } finally {
      setSaving(false);
    }
    toast.success(t(updating ? texts.updated : texts.added));
    form.resetFields();
    onSaved();
  };
  return { saving, submit };
}
