import type { ApiErrorBody, Language } from '@shop/shared';
import type { FormInstance } from 'antd';
import { errorText } from '@/i18n';
import { ApiError } from '@/lib/api-client';

/** A form field's name, as Ant Design's Form names it: ['fitments', 0, 'make']. */
export type FormFieldName = (string | number)[];

/**
 * The form field that shows the server's refusal of `path` (a field of the request, as the
 * server names it: 'fitments.0.make'), or undefined when the form has none.
 */
export type FieldOfPath = (path: string) => FormFieldName | undefined;

/** A field the server refused, and why, in the reader's language. */
export interface FieldRefusal {
  name: FormFieldName;
  errors: string[];
}

/** 'fitments.0.make' → ['fitments', 0, 'make']. */
export const fieldNameOf = (path: string): FormFieldName =>
  path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The FieldOfPath of a form whose fields are named as the request's `fields`, but for those
 * `renamed` (by the request field's whole path, 'carDetails.model', or its first part: each
 * refused element of a list on the list), and whose fitment rows are its list `fitments`.
 */
export function formFieldsOf(
  fields: readonly string[],
  renamed: Record<string, FormFieldName> = {},
): FieldOfPath {
  return (path) => {
    const name = fieldNameOf(path);
    const [head, row, field] = name;
    const renaming = renamed[path] ?? renamed[String(head)];
    if (renaming) return renaming;
    if (head === 'fitments') {
      // A refusal of a whole row (an unknown car) shows on its make.
      return typeof row === 'number' ? ['fitments', row, field ?? 'make'] : ['fitments'];
    }
    return name.length === 1 && fields.includes(String(head)) ? name : undefined;
  };
}

/** What a sentence may name, as the form holds it: the other fields of a list's row. */
type FormParams = (name: FormFieldName) => Record<string, string>;

/**
 * One refusal in `language`: its code's sentence (docs/architecture.md, "Errors, declared by
 * code"); a code the web does not know yet, by its status's generic sentence. The answer
 * publishes the params of its first refusal only; the others' come from the form (a fitment's
 * make and model), and a sentence still missing some is told by the generic one, not with a gap.
 */
function refusalText(
  language: Language,
  body: Partial<ApiErrorBody>,
  refusal: { code?: string; message: string; formParams: Record<string, string> },
): string {
  const { code, message, formParams } = refusal;
  const params = code === body.code ? { ...formParams, ...body.params } : formParams;
  const statusCode = body.statusCode ?? 400;
  const text = errorText(language, { code, message, params, statusCode }) ?? message;
  if (!/\{\w+\}/.test(text)) return text;
  return errorText(language, { statusCode }) ?? message;
}

/**
 * The fields a failed save was refused for (the envelope's `errors` and `errorCodes`), each on
 * the form field `fieldOf` names; refusals of fields the form does not have are left out.
 */
export function serverFieldRefusals(
  error: unknown,
  language: Language,
  fieldOf: FieldOfPath,
  formParams: FormParams = () => ({}),
): FieldRefusal[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const body = (error.body ?? {}) as Partial<ApiErrorBody>;
  const byField = new Map<string, FieldRefusal>();
  for (const [path, messages] of Object.entries(error.errors)) {
    const name = fieldOf(path);
    if (!name) continue;
    const codes = body.errorCodes?.[path] ?? [];
    const texts = messages.map((message, index) =>
      refusalText(language, body, { code: codes[index], message, formParams: formParams(name) }),
    );
    // Several paths may land on one field (each OEM number on the list of them).
    const key = name.join('.');
    const earlier = byField.get(key);
    byField.set(key, {
      name,
      errors: [...new Set([...(earlier?.errors ?? []), ...texts])],
    });
  }
  return [...byField.values()];
}

/**
 * Shows the server's refusals of a failed save on the form's fields and scrolls to the first;
 * answers whether there were any.
 */
export function showServerFieldRefusals(
  form: FormInstance,
  error: unknown,
  language: Language,
  fieldOf: FieldOfPath,
): boolean {
  // A field of a list's row (['fitments', 1, 'model']): its row's texts and numbers.
  const rowParams: FormParams = (name) => {
    const row: unknown = name.length === 3 ? form.getFieldValue(name.slice(0, 2)) : undefined;
    if (typeof row !== 'object' || row === null) return {};
    return Object.fromEntries(
      Object.entries(row).flatMap(([key, value]) =>
        typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
      ),
    );
  };
  const refusals = serverFieldRefusals(error, language, fieldOf, rowParams);
  if (refusals.length === 0) return false;
  form.setFields(refusals);
  form.scrollToField(refusals[0]!.name, { block: 'center' });
  return true;
}
