import { InputNumber, type InputNumberProps } from 'antd';

/**
 * A number field: Ant Design's InputNumber without its step arrows, which rc-input-number names
 * "Increase Value" and "Decrease Value" in English whatever the page's language, and which are too
 * small to tap on a phone. The keyboard's arrow keys still step the value.
 */
export function NumberInput<T extends number | string = number>(props: InputNumberProps<T>) {
  return <InputNumber<T> {...props} controls={false} />;
}
