import { KNOWN_CARRIERS, type KnownCarrier, type Language } from '@shop/shared';

/**
 * A carrier that delivers the shop's parcels. Today every carrier is manual: the admin books the
 * parcel at the carrier, and tells the shop its tracking number (PUT /api/order/shipOrder). An
 * integration with a carrier's API implements this same interface and adds what it can do, such
 * as booking the parcel and printing its label, or reading the status webhooks the carrier sends;
 * the shop keeps asking only for what every carrier has: a public page where a parcel is tracked.
 */
export interface Carrier {
  /** The name orders show: 'SMSA', or the one the merchant gave. */
  readonly name: string;
  /** The carrier's public tracking page of a parcel, in the shopper's language where it has one. */
  trackingUrl(number: string, language: Language): string;
}

/** Where a template puts the tracking number, and the language (en or ar) if the page has one. */
export const NUMBER_PLACEHOLDER = '{number}';
const LANGUAGE_PLACEHOLDER = '{lang}';

/** A carrier known by its tracking page's address, with the number (and language) in its place. */
export class ManualCarrier implements Carrier {
  constructor(
    readonly name: string,
    private readonly urlTemplate: string,
  ) {}

  trackingUrl(number: string, language: Language): string {
    return this.urlTemplate
      .replaceAll(NUMBER_PLACEHOLDER, encodeURIComponent(number))
      .replaceAll(LANGUAGE_PLACEHOLDER, language);
  }
}

/** The carriers the shop knows, with their public tracking pages. */
const KNOWN_TRACKING_PAGES: Record<KnownCarrier, string> = {
  SMSA: 'https://www.smsaexpress.com/trackingdetails?tracknumbers={number}',
  Aramex: 'https://www.aramex.com/sa/{lang}/track/results?ShipmentNumber={number}',
  SPL: 'https://splonline.com.sa/{lang}/shipmentdetailsstatic/?tid={number}',
};

/** A known carrier by its name in any case ('smsa'), else undefined. */
export function knownCarrier(name: string): Carrier | undefined {
  const known = KNOWN_CARRIERS.find((carrier) => carrier.toLowerCase() === name.toLowerCase());
  return known && new ManualCarrier(known, KNOWN_TRACKING_PAGES[known]);
}

/**
 * Whether a merchant's tracking page template can be used: an https address with the number's
 * placeholder, which stays an https address once the number is in.
 */
export function isTrackingTemplate(template: string): boolean {
  if (!template.includes(NUMBER_PLACEHOLDER)) return false;
  try {
    return new URL(new ManualCarrier('', template).trackingUrl('0', 'en')).protocol === 'https:';
  } catch {
    return false;
  }
}
