import { Select, type RefSelectProps, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { useLayoutEffect, useRef } from 'react';

type FormSelectProps<Value, Option extends BaseOptionType> = SelectProps<Value, Option> & {
  /** Given by a Form.Item that is required (by its rules or its `required`). */
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * Ant Design's Select as the control of a required Form.Item, which keeps its required mark (the
 * label's asterisk). Form.Item marks its control aria-required, and Select writes every aria
 * attribute both on its combobox, where ARIA allows aria-required, and on the box around it, which
 * has no role and where it is not allowed (axe-core: aria-allowed-attr, critical). Here the mark
 * goes on the combobox only.
 */
export function FormSelect<Value, Option extends BaseOptionType = DefaultOptionType>({
  'aria-required': ariaRequired,
  ...props
}: FormSelectProps<Value, Option>) {
  const select = useRef<RefSelectProps>(null);
  const required = ariaRequired === true || ariaRequired === 'true';

  // After each render: the combobox is Select's own element, drawn anew as it changes.
  useLayoutEffect(() => {
    const combobox = select.current?.nativeElement?.querySelector('[role="combobox"]');
    if (required) combobox?.setAttribute('aria-required', 'true');
    else combobox?.removeAttribute('aria-required');
  });

  return <Select<Value, Option> ref={select} {...props} />;
}
