import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { Direction } from '@/i18n';

/**
 * The icons of Previous and Next, which point along the reading direction: Previous points left
 * in English and right in Arabic.
 */
export const stepIcons = (direction: Direction) =>
  direction === 'rtl'
    ? { previous: RightOutlined, next: LeftOutlined }
    : { previous: LeftOutlined, next: RightOutlined };
