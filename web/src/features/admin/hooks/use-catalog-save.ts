import type { FormInstance } from 'antd';
import { useState } from 'react';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n } from '@/i18n';
import { showServerFieldRefusals, type FieldOfPath } from '../components/server-field-errors';

/**
 * Saving a vehicle catalog form: `save(request)` runs it, says so while it runs (`saving`), and
 * when it fails shows what the server refused on `form`'s fields (`fieldOf` names them) under the
 * failure dialog. Answers whether it went through.
 */
export function useCatalogSave(form: FormInstance, fieldOf: FieldOfPath) {
  const { t, language } = useI18n();
  const [saving, setSaving] = useState(false);

  async function save(request: () => Promise<unknown>): Promise<boolean> {
    setSaving(true);
    try {
      await request();
      return true;
    } catch (error) {
      showServerFieldRefusals(form, error, language, fieldOf);
      showDialog({
        kind: 'error',
        title: t('admin.vehicles.failedTitle'),
        content: t('admin.vehicles.failedText'),
      });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
