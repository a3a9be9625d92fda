import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useI18n } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { getAddresses, getCities, getShippingQuote } from './api';

export const deliveryKeys = {
  cities: ['shipping', 'cities'] as const,
  /** Every session's address book, to refresh after a change. */
  addressBooks: ['addresses'] as const,
  /** The session's address book: one shopper's is never shown to the next on the browser. */
  addresses: (token: string | null) => ['addresses', token] as const,
  /** A quote depends on the cart as it is: `cartTotal` stands for it. */
  quote: (addressId: string, cartTotal: number) =>
    ['shipping', 'quote', addressId, cartTotal] as const,
};

/** The Saudi cities: a list that changes with a release, fetched once a visit. */
export const citiesQuery = queryOptions({
  queryKey: deliveryKeys.cities,
  queryFn: ({ signal }) => getCities(signal),
  staleTime: Infinity,
});

export const useCities = () => useQuery(citiesQuery);

/** The logged-in shopper's addresses, the default first; fetched afresh on each screen. */
export function useAddresses() {
  const token = useSessionStore((state) => state.storedToken);
  return useQuery({
    queryKey: deliveryKeys.addresses(token),
    queryFn: ({ signal }) => getAddresses(signal),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** The delivery of the cart (whose total is `cartTotal`) to the address `addressId`. */
export const useShippingQuote = (addressId: string | undefined, cartTotal: number) =>
  useQuery({
    queryKey: deliveryKeys.quote(addressId ?? '', cartTotal),
    queryFn: ({ signal }) => getShippingQuote(addressId!, signal),
    enabled: Boolean(addressId),
    // A refusal (a city not served) is the answer, not a dropped connection.
    retry: false,
    staleTime: 0,
  });

/** The cities as a select offers them: named in the reader's language, found by either name. */
export function useCityOptions() {
  const { language, nameOf } = useI18n();
  const cities = useCities();
  const options = useMemo(
    () =>
      (cities.data ?? [])
        .map((city) => ({
          value: city.name,
          label: nameOf(city),
          search: `${city.name} ${city.nameAr}`.toLowerCase(),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [cities.data, nameOf, language],
  );
  return {
    options,
    loading: cities.isPending,
    failed: cities.isError,
    filterOption: (typed: string, option?: { search: string }) =>
      Boolean(option?.search.includes(typed.trim().toLowerCase())),
  };
}
