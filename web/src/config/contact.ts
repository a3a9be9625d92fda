/** The provider's phone, shown in the header and on Contact. */
export const CONTACT_PHONE = '+966 12 345 6789';
export const BUSINESS_HOURS = '8:00-5:00';
export const LOCATION = 'Jeddah, Saudi Arabia';

/** The provider's phone as a link target: the dialling form keeps only digits and the plus. */
export const contactPhoneHref = `tel:${CONTACT_PHONE.replace(/[^\d+]/g, '')}`;
