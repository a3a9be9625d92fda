import { CAROUSEL_INTERVAL_MS } from '@/config/shop';
import { Carousel } from 'antd';
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

export function AdCarousel() {
  const { t, language } = useI18n();
  return (
    <section aria-label={t('home.carouselLabel')} className={styles.carousel}>
      <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} pauseOnHover={false}>
        {ads.map(({ src, srcAr, altKey }) => (
          <div key={altKey}>
            <img
              className={styles.image}
              src={language === 'ar' ? srcAr : src}
              alt={t(altKey)}
              width={1200}
              height={400}
            />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
