import type { ProductPartFields } from '@shop/shared';

/** The multipart fields of a list: `name[0]`, `name[1]`… or, for objects, `name[0][key]`. */
export function indexedFields(
  name: string,
  list: ReadonlyArray<string | Record<string, string | number | undefined>>,
): Record<string, string | number | undefined> {
  return Object.fromEntries(
    list.flatMap((item, index) =>
      typeof item === 'string'
        ? [[`${name}[${index}]`, item]]
        : Object.entries(item).map(([key, value]) => [`${name}[${index}][${key}]`, value]),
    ),
  );
}

/**
 * A product's part data as multipart fields (docs/behaviour.md, "Fitment"): its OEM numbers and
 * fitments as indexed fields, `oemNumbers[0]`, `fitments[0][make]`, which the server reads back
 * into lists.
 */
export const partFormFields = ({
  oemNumbers = [],
  fitments = [],
  ...fields
}: ProductPartFields) => ({
  ...fields,
  ...indexedFields('oemNumbers', oemNumbers),
  ...indexedFields('fitments', fitments),
});
