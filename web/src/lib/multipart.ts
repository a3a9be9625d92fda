import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';

type FieldValue = string | number | boolean | undefined | null;

/** Appends each given field once, leaving blank ones out: the server sees only what was filled in. */
export function appendFields(body: FormData, fields: Record<string, FieldValue>): FormData {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    body.append(name, String(value));
  }
  return body;
}

/**
 * A multipart body: each given field once (blank ones left out), each list repeated under its
 * name (productIds, productImage, logo).
 */
export function toFormData(
  fields: Record<string, FieldValue>,
  lists: Record<string, ReadonlyArray<string | File>> = {},
): FormData {
  const body = appendFields(new FormData(), fields);
  for (const [name, values] of Object.entries(lists)) {
    for (const value of values) body.append(name, value);
  }
  return body;
}

/** Called with the share of the body sent so far, 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** The request options that report an upload's progress. */
export const reportingProgress = (onProgress?: UploadProgress): AxiosRequestConfig => ({
  onUploadProgress: (event: AxiosProgressEvent) => {
    if (event.progress !== undefined) onProgress?.(Math.round(event.progress * 100));
  },
});
