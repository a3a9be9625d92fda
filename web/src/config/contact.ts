import { CONTACT_PHONE } from '@shop/shared';

/** The provider's phone as a link target: the dialling form keeps only digits and the plus. */
export const contactPhoneHref = `tel:${CONTACT_PHONE.replace(/[^\d+]/g, '')}`;
