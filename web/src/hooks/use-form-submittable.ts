import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';

/**
 * Whether a form may be sent: every rule passes and the user has edited at least one field (a
 * prefilled value alone does not count). Checked quietly, so untouched fields show no errors.
 */
export function useFormSubmittable<Values>(form: FormInstance<Values>): boolean {
  const values = Form.useWatch([], form);
  const [submittable, setSubmittable] = useState(false);

  useEffect(() => {
    // A slower check of older values must not overwrite the answer for newer ones.
    let current = true;
    form.validateFields({ validateOnly: true }).then(
      () => current && setSubmittable(form.isFieldsTouched()),
      () => current && setSubmittable(false),
    );
    return () => {
      current = false;
    };
  }, [form, values]);

  return submittable;
}
