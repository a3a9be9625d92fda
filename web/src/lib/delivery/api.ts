import type {
  AddressAnswer,
  AddressesAnswer,
  AddressRequest,
  CitiesAnswer,
  MessageAnswer,
  SavedAddress,
  SaudiCity,
  ShippingQuote,
} from '@shop/shared';
import { apiClient } from '@/lib/api-client';

// The delivery calls of docs/api.md ("Delivery") the shopper's screens make: the cities, the
// address book and the quote of the cart's delivery.

export async function getCities(signal?: AbortSignal): Promise<SaudiCity[]> {
  const { data } = await apiClient.get<CitiesAnswer>('/shipping/cities', { signal });
  return data.cities;
}

/** The caller's addresses, the default first. */
export async function getAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const { data } = await apiClient.get<AddressesAnswer>('/user/addresses', { signal });
  return data.addresses;
}

/** Adds an address to the caller's book, or replaces the one `id` names. */
export async function saveAddress(address: AddressRequest, id?: string): Promise<SavedAddress> {
  const { data } = id
    ? await apiClient.put<AddressAnswer>(`/user/addresses/${encodeURIComponent(id)}`, address)
    : await apiClient.post<AddressAnswer>('/user/addresses', address);
  return data.address;
}

export async function deleteAddress(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/user/addresses/${encodeURIComponent(id)}`,
  );
  return data;
}

/** The delivery of the caller's cart, as it is now, to one of their addresses. */
export async function getShippingQuote(
  addressId: string,
  signal?: AbortSignal,
): Promise<ShippingQuote> {
  const { data } = await apiClient.get<ShippingQuote>('/shipping/quote', {
    params: { addressId },
    signal,
  });
  return data;
}
