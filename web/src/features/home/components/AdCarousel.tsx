import { CAROUSEL_INTERVAL_MS } from '@shop/shared';
import { Carousel } from 'antd';
import { useI18n, type MessageKey } from '@/i18n';
import brakesTiresAd from '../assets/ads/brakes-tires.svg';
import maintenanceAd from '../assets/ads/maintenance.svg';
import partsAd from '../assets/ads/parts.svg';
import styles from './AdCarousel.module.css';

/** The three advertisements of the home page (spec section 2), drawn for the shop. */
const ads: ReadonlyArray<{ src: string; altKey: MessageKey }> = [
  { src: partsAd, altKey: 'home.ad.parts' },
  { src: brakesTiresAd, altKey: 'home.ad.brakesTires' },
  { src: maintenanceAd, altKey: 'home.ad.packages' },
];

export function AdCarousel() {
  const { t } = useI18n();
  return (
    <section aria-label={t('home.carouselLabel')} className={styles.carousel}>
      <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} pauseOnHover={false}>
        {ads.map(({ src, altKey }) => (
          <div key={altKey}>
            <img className={styles.image} src={src} alt={t(altKey)} width={1200} height={400} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
