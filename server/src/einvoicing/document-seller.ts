import type { ConfigType } from '@nestjs/config';
import type { sellerConfig } from '../config';
import type { Seller } from '../zatca';

/** The seller as the shop's e-invoices state it (SELLER_* settings). */
export const documentSeller = (seller: ConfigType<typeof sellerConfig>): Seller => ({
  name: seller.name,
  vatNumber: seller.vatNumber,
  id: seller.id,
  address: seller.nationalAddress,
});
