import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';
import styles from './LightIcon.module.css';

/** SVG attributes as React names them: `fill-rule` is `fillRule`, `class` is `className`. */
const reactAttrs = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class'
        ? 'className'
        : name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );

const draw = ({ tag, attrs, children }: AbstractNode, key?: number): ReactElement =>
  createElement(tag, { ...reactAttrs(attrs), key }, children?.map(draw));

/**
 * An Ant Design icon (outlined or filled, from @ant-design/icons-svg) drawn as plain SVG, for
 * the header, footer and Home page: @ant-design/icons' components bring its theme colours and
 * style injection, which the first page does without. Sized and aligned as `.anticon` is;
 * decorative, so hidden from screen readers (the control it sits in carries the name).
 */
export function LightIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  if (typeof icon.icon === 'function') throw new Error(`${icon.name}: two-tone icons need colours`);
  const { attrs, children } = icon.icon;
  return (
    <span className={[styles.icon, className].filter(Boolean).join(' ')} aria-hidden>
      {createElement(
        'svg',
        { ...reactAttrs(attrs), width: '1em', height: '1em', fill: 'currentColor' },
        children?.map(draw),
      )}
    </span>
  );
}
