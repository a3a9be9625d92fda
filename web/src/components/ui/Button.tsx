import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { LightIcon } from '@/components/LightIcon';
import styles from './Button.module.css';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** 'primary' is filled in the shop's blue. */
  variant?: 'default' | 'primary';
  /** In red: outlined, or filled when primary (a delete). */
  danger?: boolean;
  size?: 'middle' | 'large';
  /** As wide as its container. */
  block?: boolean;
  icon?: IconDefinition;
  /** Its action is under way: a spinner in place of the icon, and no second click. */
  loading?: boolean;
  type?: 'button' | 'submit';
}

type ButtonLook = Pick<ButtonProps, 'variant' | 'danger' | 'size' | 'block'>;

/** A button's class names, also for a link that looks like one (a link is never in a button). */
export function buttonClassName({
  variant = 'default',
  danger = false,
  size = 'middle',
  block = false,
}: ButtonLook): string {
  return [
    styles.button,
    variant === 'primary' && styles.primary,
    danger && styles.danger,
    size === 'large' && styles.large,
    block && styles.block,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button drawn as Ant Design's, for the storefront's screens of plain elements (they load
 * without Ant Design's code). With no text, give it an aria-label.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'default',
    danger = false,
    size = 'middle',
    block = false,
    icon,
    loading = false,
    type = 'button',
    className,
    disabled,
    children,
    ...rest
  },
  ref,
) {
  const classes = [
    buttonClassName({ variant, danger, size, block }),
    !children && styles.iconOnly,
    className,
  ];
  return (
    <button
      ref={ref}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <LightIcon icon={LoadingOutlined} className={styles.spinning} />
      ) : (
        icon && <LightIcon icon={icon} />
      )}
      {children && <span>{children}</span>}
    </button>
  );
});
