import CaretRightFilled from '@ant-design/icons-svg/es/asn/CaretRightFilled';
import PauseOutlined from '@ant-design/icons-svg/es/asn/PauseOutlined';
import { CAROUSEL_INTERVAL_MS } from '@/config/shop';
import { useEffect, useState, type CSSProperties } from 'react';
import { LightIcon } from '@/components/LightIcon';
import { SlideDots } from '@/components/ui/SlideDots';
import { useI18n, type MessageKey } from '@/i18n';
import brakesTiresPicture from '../assets/ads/brakes-tires.svg';
import maintenancePicture from '../assets/ads/maintenance.svg';
import partsPicture from '../assets/ads/parts.svg';
import styles from './AdCarousel.module.css';

/**
 * The three advertisements of the home page: a picture drawn without words, under the
 * advertisement's text in the page's language, so that it reads at any width and in either
 * direction (the picture is mirrored right to left).
 */
const ads: ReadonlyArray<{
  picture: string;
  title: MessageKey;
  text: MessageKey;
  note: MessageKey;
}> = [
  {
    picture: partsPicture,
    title: 'home.ad.parts',
    text: 'home.ad.partsText',
    note: 'home.ad.partsNote',
  },
  {
    picture: brakesTiresPicture,
    title: 'home.ad.brakesTires',
    text: 'home.ad.brakesTiresText',
    note: 'home.ad.brakesTiresNote',
  },
  {
    picture: maintenancePicture,
    title: 'home.ad.packages',
    text: 'home.ad.packagesText',
    note: 'home.ad.packagesNote',
  },
];

/**
 * Shows one advertisement at a time and moves on to the next every interval (the spec's 3 s),
 * with a dot per advertisement to pick one. It holds still while the pointer is over it or
 * focus is in it, and its pause button stops it until pressed again (WCAG 2.2.2). Plain elements
 * and a CSS slide: the first thing of the first page does not wait for a carousel library.
 */
export function AdCarousel() {
  const { t } = useI18n();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const moving = !paused && !held;

  // Picking a dot starts the interval afresh, so the picked advertisement gets its full time.
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % ads.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [current, moving]);

  return (
    <section
      aria-label={t('home.carouselLabel')}
      aria-roledescription="carousel"
      className={styles.carousel}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className={styles.viewport}>
        <ul className={styles.track} style={{ '--current': current } as CSSProperties}>
          {ads.map(({ picture, title, text, note }, index) => (
            <li
              key={title}
              className={styles.slide}
              aria-roledescription="slide"
              aria-hidden={index !== current}
            >
              <img
                className={styles.picture}
                src={picture}
                alt=""
                width={1200}
                height={400}
                // The first advertisement is the largest thing of the page: fetched first.
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
              />
              <div className={styles.copy}>
                <p className={styles.title}>{t(title)}</p>
                <p className={styles.text}>{t(text)}</p>
                <p className={styles.note}>{t(note)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          aria-label={t(paused ? 'home.carouselPlay' : 'home.carouselPause')}
          onClick={() => setPaused(!paused)}
        >
          <LightIcon icon={paused ? CaretRightFilled : PauseOutlined} />
        </button>
        <SlideDots
          labels={ads.map(({ title }) => t(title))}
          current={current}
          onPick={setCurrent}
          tone="onPicture"
        />
      </div>
    </section>
  );
}
