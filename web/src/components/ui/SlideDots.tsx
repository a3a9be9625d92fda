import styles from './SlideDots.module.css';

interface SlideDotsProps {
  /** Each slide's name, read by screen readers: a dot per slide. */
  labels: string[];
  current: number;
  onPick: (index: number) => void;
  /** White bars over a picture, or blue ones on the white page. */
  tone: 'onPicture' | 'onPage';
  /** Where the row sits. */
  className?: string;
}

/** The dots of a slideshow, as Ant Design's carousel draws them: a thin bar per slide. */
export function SlideDots({ labels, current, onPick, tone, className }: SlideDotsProps) {
  return (
    <ul className={[styles.dots, styles[tone], className].filter(Boolean).join(' ')}>
      {labels.map((label, index) => (
        <li key={index}>
          <button
            type="button"
            className={styles.dot}
            aria-label={label}
            aria-current={index === current}
            onClick={() => onPick(index)}
          />
        </li>
      ))}
    </ul>
  );
}
