import type { SavedAddress } from '@shop/shared';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShippingQuote } from '@/lib/delivery/queries';
import { isCityNotServed } from '@/lib/delivery/refusal-text';

/** The URL's parameter of the address the shopper chose: a reload or Back keeps the choice. */
const ADDRESS_PARAM = 'address';

/**
 * Where the order goes, and its delivery quote: the address the shopper chose (in the URL), else
 * the first of their book (the default first) that a zone serves. Each address of the book is
 * quoted in turn until one is served; when none is, the default stays, with its refusal.
 * `cartTotal` is undefined until the cart is in: the quote is for the cart as it is.
 */
export function useDeliveryAddress(book: SavedAddress[], cartTotal: number | undefined) {
  const [params, setParams] = useSearchParams();
  const [unserved, setUnserved] = useState<string[]>([]);
  // An address gone from the book (deleted elsewhere) is no choice.
  const chosen = book.find((address) => address._id === params.get(ADDRESS_PARAM))?._id;
  const addressId =
    chosen ?? (book.find((address) => !unserved.includes(address._id)) ?? book[0])?._id;
  const quote = useShippingQuote(cartTotal === undefined ? undefined : addressId, cartTotal ?? 0);
  if (!chosen && addressId && isCityNotServed(quote.error) && !unserved.includes(addressId)) {
    // Set while rendering, so that an address no zone serves is never shown picked.
    setUnserved([...unserved, addressId]);
  }

  const choose = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(ADDRESS_PARAM, id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { addressId, quote, choose };
}
