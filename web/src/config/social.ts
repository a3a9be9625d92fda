import { CONTACT_PHONE } from '@/config/contact';

/** The provider's account name on the social networks. */
const HANDLE = 'qitaaautoparts';

/** WhatsApp's click-to-chat wants the international number as digits only. */
const whatsAppNumber = CONTACT_PHONE.replace(/\D/g, '');

export type SocialNetwork = 'whatsapp' | 'instagram' | 'x' | 'facebook' | 'snapchat';

/** The provider's social and messaging pages, linked from the footer. */
export const socialLinks: ReadonlyArray<{ network: SocialNetwork; name: string; url: string }> = [
  { network: 'whatsapp', name: 'WhatsApp', url: `https://wa.me/${whatsAppNumber}` },
  { network: 'instagram', name: 'Instagram', url: `https://www.instagram.com/${HANDLE}` },
  { network: 'x', name: 'X', url: `https://x.com/${HANDLE}` },
  { network: 'facebook', name: 'Facebook', url: `https://www.facebook.com/${HANDLE}` },
  { network: 'snapchat', name: 'Snapchat', url: `https://www.snapchat.com/add/${HANDLE}` },
];
