import { DELETED_CUSTOMER_PLACEHOLDER, type NationalAddress } from '@shop/shared';
import { LtrText } from '@/components/LtrText';
import { useI18n } from '@/i18n';
import styles from './delivery.module.css';

interface AddressLinesProps {
  address: NationalAddress;
  /** The city's Arabic name, which the address names in English. */
  cityAr?: string;
}

/**
 * A National Address as Saudi Post writes it, on a few lines: who and their mobile, building
 * number and street, district, city with postal code and additional number, short address.
 */
export function AddressLines({ address, cityAr }: AddressLinesProps) {
  const { language, t } = useI18n();
  const city = language === 'ar' && cityAr ? cityAr : address.city;
  const comma = language === 'ar' ? '، ' : ', ';
  // Erased with the customer's account: only the city and postal code are kept.
  if (address.recipient === DELETED_CUSTOMER_PLACEHOLDER) {
    return (
      <p className={styles.addressLines}>
        {t('delivery.erased')}
        <br />
        <bdi>{city}</bdi> <LtrText>{address.postalCode}</LtrText>
      </p>
    );
  }
  return (
    <p className={styles.addressLines}>
      <bdi>{address.recipient}</bdi> · <LtrText>{address.phone}</LtrText>
      <br />
      <bdi>
        {address.buildingNumber} {address.street}
        {comma}
        {address.district}
      </bdi>
      <br />
      <bdi>{city}</bdi>{' '}
      <LtrText>
        {address.postalCode}-{address.additionalNumber}
      </LtrText>
      {address.shortAddress && (
        <>
          {' · '}
          <LtrText>{address.shortAddress}</LtrText>
        </>
      )}
    </p>
  );
}
