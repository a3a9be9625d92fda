import { CAROUSEL_INTERVAL_MS } from '@/config/shop';
import { useEffect, useState } from 'react';
import { SlideDots } from '@/components/ui/SlideDots';
import { useI18n, type MessageKey } from '@/i18n';
import brakesTiresArabicAd from '../assets/ads/brakes-tires-ar.svg';
import brakesTiresAd from '../assets/ads/brakes-tires.svg';
import maintenanceArabicAd from '../assets/ads/maintenance-ar.svg';
import maintenanceAd from '../assets/ads/maintenance.svg';
import partsArabicAd from '../assets/ads/parts-ar.svg';
import partsAd from '../assets/ads/parts.svg';
import styles from './AdCarousel.module.css';

/**
 * The three advertisements of the home page, drawn for the shop in each
 * language: the Arabic ones are written in Arabic and laid out from the right.
 */
const ads: ReadonlyArray<{ src: string; srcAr: string; altKey: MessageKey }> = [
  { src: partsAd, srcAr: partsArabicAd, altKey: 'home.ad.parts' },
  { src: brakesTiresAd, srcAr: brakesTiresArabicAd, altKey: 'home.ad.brakesTires' },
  { src: maintenanceAd, srcAr: maintenanceArabicAd, altKey: 'home.ad.packages' },
];

/**
 * Shows one advertisement at a time and moves on to the next every interval, with a dot per
 * advertisement to pick one. Plain elements and a CSS slide: the first thing of the first page
 * does not wait for a carousel library.
 */
export function AdCarousel() {
  const { t, language, direction } = useI18n();
  const [current, setCurrent] = useState(0);

  // Picking a dot starts the interval afresh, so the picked advertisement gets its full time.
  useEffect(() => {
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % ads.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [current]);

  const offset = (direction === 'rtl' ? 100 : -100) * current;
  return (
    <section
      aria-label={t('home.carouselLabel')}
      aria-roledescription="carousel"
      className={styles.carousel}
    >
      <div className={styles.viewport}>
        <ul className={styles.track} style={{ transform: `translateX(${offset}%)` }}>
          {ads.map(({ src, srcAr, altKey }, index) => (
            <li key={altKey} className={styles.slide} aria-hidden={index !== current}>
              <img
                className={styles.image}
                src={language === 'ar' ? srcAr : src}
                alt={t(altKey)}
                width={1200}
                height={400}
                // The first advertisement is the largest thing of the page: fetched first.
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
      <SlideDots
        labels={ads.map(({ altKey }) => t(altKey))}
        current={current}
        onPick={setCurrent}
        tone="onPicture"
        className={styles.dots}
      />
    </section>
  );
}
