import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import styles from './Combobox.module.css';

export interface ComboboxOption {
  key: string;
  label: string;
  /** Said after the label, quieter: the English name beside an Arabic one, a model's make. */
  detail?: string;
}

interface ComboboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur'
> {
  id: string;
  /** What is typed, or the name of what was picked. */
  value: string;
  onChange: (typed: string) => void;
  /** The suggestions for what is typed. */
  options: ComboboxOption[];
  onPick: (option: ComboboxOption) => void;
  /** The shopper left the field with `typed` in it, picked or not. */
  onLeave?: (typed: string) => void;
  /** Names the list of suggestions. */
  listLabel: string;
}

/**
 * A text field with suggestions (WAI-ARIA's combobox with a list): whatever is typed stays
 * possible, a suggestion is picked with a click, or with the arrow keys and Enter; Escape
 * closes the list. A plain element: it is on Home, which does not wait for Ant Design.
 */
export function Combobox({
  id,
  value,
  onChange,
  options,
  onPick,
  onLeave,
  listLabel,
  className,
  ...inputProps
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const shown = open && options.length > 0;

  const pick = (option: ComboboxOption) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && shown && options[active]) {
      // The pick, not the form's submission.
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={styles.combobox}>
      <input
        {...inputProps}
        id={id}
        className={className}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onLeave?.(value);
        }}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className={styles.list} hidden={!shown}>
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keeps the focus in the field, so that the click picks before the field is left.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            <bdi>{option.label}</bdi>
            {option.detail && <bdi className={styles.detail}>{option.detail}</bdi>}
          </li>
        ))}
      </ul>
    </div>
  );
}
