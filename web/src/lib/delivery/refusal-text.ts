import type { ApiErrorBody } from '@shop/shared';
import { useCallback } from 'react';
import { errorText, useI18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useCities } from './queries';

/**
 * The server's refusal of a delivery call in the reader's language, like serverMessageOf, but for
 * a refusal that names a Saudi city (CITY_NOT_SERVED, COD_NOT_OFFERED, ZONE_CITY_TAKEN): the API
 * names it in English (`params.city`), the Arabic sentence by its Arabic name from the cities'
 * list. Undefined when the failure came without the API's word.
 */
export function useDeliveryRefusalText(): (error: unknown) => string | undefined {
  const { language } = useI18n();
  const cities = useCities().data;
  return useCallback(
    (error: unknown) => {
      const body = (error instanceof ApiError ? error.body : undefined) as
        Partial<ApiErrorBody> | undefined;
      if (typeof body?.message !== 'string') return undefined;
      const city = body.params?.city;
      const named = language === 'ar' && cities?.find((known) => known.name === city)?.nameAr;
      return errorText(
        language,
        named ? { ...body, params: { ...body.params, city: named } } : body,
      );
    },
    [language, cities],
  );
}

/** Whether the API refused a delivery call because no zone serves the city (CITY_NOT_SERVED). */
export const isCityNotServed = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'CITY_NOT_SERVED';
