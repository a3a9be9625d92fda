import FacebookFilled from '@ant-design/icons-svg/es/asn/FacebookFilled';
import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import WhatsAppOutlined from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import XOutlined from '@ant-design/icons-svg/es/asn/XOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { LightIcon } from '@/components/LightIcon';
import type { SocialNetwork } from '@/config/social';

/** A plain ghost outline: Ant Design has no Snapchat icon. */
const GhostOutlined: IconDefinition = {
  name: 'ghost',
  theme: 'outlined',
  icon: {
    tag: 'svg',
    attrs: { viewBox: '0 0 24 24' },
    children: [
      {
        tag: 'path',
        attrs: {
          d: 'M12 2.5c-3.6 0-6 2.7-6 6.3v2.1l-1.6.6c-.6.2-.6 1 0 1.3l1.4.6c-.5 1.6-1.6 2.9-3.1 3.4-.5.2-.5.9 0 1.1l1.9.7.4 1.3c.1.3.5.5.8.4l1.6-.3c.8 0 1.6.4 2.4 1 .7.6 1.4.9 2.2.9s1.5-.3 2.2-.9c.8-.6 1.6-1 2.4-1l1.6.3c.3.1.7-.1.8-.4l.4-1.3 1.9-.7c.5-.2.5-.9 0-1.1-1.5-.5-2.6-1.8-3.1-3.4l1.4-.6c.6-.3.6-1.1 0-1.3l-1.6-.6V8.8c0-3.6-2.4-6.3-6-6.3z',
        },
      },
    ],
  },
};

const icons: Record<SocialNetwork, IconDefinition> = {
  whatsapp: WhatsAppOutlined,
  instagram: InstagramOutlined,
  x: XOutlined,
  facebook: FacebookFilled,
  snapchat: GhostOutlined,
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <LightIcon icon={icons[network]} />;
}
