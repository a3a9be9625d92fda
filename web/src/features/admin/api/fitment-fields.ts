import type { ProductPartFields } from '@shop/shared';

/**
 * A list as one multipart text field holding its JSON, which the server reads back into the
 * list: a product's 500 fitments would pass the form's limit of 50 fields as bracket fields
 * (fitments[0][make]…). An empty list is sent too (on an update it clears the old one); none,
 * left out.
 */
export const listField = (list: readonly unknown[] | undefined): string | undefined =>
  list && JSON.stringify(list);

/** A product's part data as multipart fields (docs/behaviour.md, "Fitment"). */
export const partFormFields = ({ oemNumbers, fitments, ...fields }: ProductPartFields) => ({
  ...fields,
  oemNumbers: listField(oemNumbers),
  fitments: listField(fitments),
});

/**
 * Appends, empty, each field given as '': on an update the server clears it (an emptied Arabic
 * name, a maker), where toFormData (lib/multipart.ts) leaves blanks out and so keeps the old one.
 */
export function appendEmptied(body: FormData, fields: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(fields)) if (value === '') body.append(name, '');
}
