import { useEffect, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
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
  /** The key of the option the field names, if one: the list opens on it. */
  current?: string;
  onPick: (option: ComboboxOption) => void;
  /** The shopper left the field with `typed` in it, picked or not. */
  onLeave?: (typed: string) => void;
  /** Names the list of suggestions. */
  listLabel: string;
}

/**
 * A text field with suggestions (WAI-ARIA's combobox with a list): whatever is typed stays
 * possible, a suggestion is picked with a click, or with the arrow keys and Enter; Escape
 * closes the list. Typing highlights nothing, so Enter then keeps the text; the list opened on a
 * field naming an option highlights that option, the arrows going on from it. A plain element:
 * it is on Home, which does not wait for Ant Design.
 */
export function Combobox({
  id,
  value,
  onChange,
  options,
  current,
  onPick,
  onLeave,
  listLabel,
  className,
  ...inputProps
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  // The highlighted option by its key, so that suggestions coming or going leave it on the same
  // one: until typing (null, none) or an arrow moves it, the option the field names.
  const [activeKey, setActiveKey] = useState<string | null>();
  const list = useRef<HTMLUListElement>(null);
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const shown = open && options.length > 0;
  const active = options.findIndex(
    (option) => option.key === (activeKey === undefined ? current : activeKey),
  );

  // The highlighted option in sight, in a list longer than its box (jsdom scrolls nothing).
  useEffect(() => {
    if (shown) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, active]);

  const openList = () => {
    if (open) return;
    setOpen(true);
    setActiveKey(undefined);
  };

  const pick = (option: ComboboxOption) => {
    onPick(option);
    setOpen(false);
    setActiveKey(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setOpen(true);
      const named = options.findIndex((option) => option.key === current);
      // The list opens on the option the field names; from none, down is the first, up the last.
      let to = step > 0 ? 0 : options.length - 1;
      if (!shown && named >= 0) to = named;
      else if (shown && active >= 0) to = (active + step + options.length) % options.length;
      const next = options[to];
      if (next) setActiveKey(next.key);
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
          setActiveKey(null);
        }}
        onClick={openList}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onLeave?.(value);
        }}
      />
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={styles.list}
        hidden={!shown}
      >
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
