import styles from './RequiredMark.module.css';

interface RequiredMarkProps {
  /** Its colour where the theme's token is at hand (Ant Design forms); the stylesheet's if not. */
  color?: string;
}

/**
 * The "*" put before a required field's label. Hidden from assistive technology, so the field's
 * name is its label alone ("Email", not "star Email"); the field itself says aria-required. The
 * star is the element's generated content, not its text, so the label's text stays the label too
 * (what a search of the page, a copy, or a test that finds a field by its label's text reads).
 */
export function RequiredMark({ color }: RequiredMarkProps) {
  return <span aria-hidden="true" className={styles.mark} style={color ? { color } : undefined} />;
}
