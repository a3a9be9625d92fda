import { CONSENTS, type Consent, type UpdatePreferencesRequest } from '@shop/shared';
import { Button, Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { PageSpinner } from '@/components/PageSpinner';
import { useI18n, type MessageKey } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { preferencesQuery, updatePreferences } from '../api/my-account';
import { AccountSection } from './AccountSection';
import styles from './MyAccountPage.module.css';

const CONSENT_TEXTS: Record<Consent, { label: MessageKey; hint: MessageKey }> = {
  serviceReminders: { label: 'account.serviceReminders', hint: 'account.serviceRemindersHint' },
  offers: { label: 'account.offers', hint: 'account.offersHint' },
};

/** The mails beyond orders the shopper agrees to: each a switch, off until they turn it on. */
export function ConsentsSection() {
  const { t } = useI18n();
  const token = useSessionStore((state) => state.storedToken);
  const preferences = useQuery(preferencesQuery(token));
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (body: UpdatePreferencesRequest) => updatePreferences(body),
    // The switch moving is the shopper's sign that it is stored.
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery(token).queryKey, saved),
    // The switch stays as the server has it; the toast says why.
    onError: (error) =>
      toast.error(t('account.consentFailed'), { description: serverMessageOf(error) }),
  });

  return (
    <AccountSection title={t('account.consentsTitle')}>
      {preferences.isPending ? (
        <PageSpinner />
      ) : preferences.error ? (
        <div role="alert">
          <p className={styles.lead}>{t('account.loadFailed')}</p>
          <Button onClick={() => void preferences.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        CONSENTS.map((consent) => (
          <ConsentSwitch
            key={consent}
            consent={consent}
            checked={preferences.data[consent]}
            saving={change.isPending && change.variables[consent] !== undefined}
            disabled={change.isPending}
            onChange={(given) => change.mutate({ [consent]: given })}
          />
        ))
      )}
    </AccountSection>
  );
}

interface ConsentSwitchProps {
  consent: Consent;
  checked: boolean;
  saving: boolean;
  disabled: boolean;
  onChange: (given: boolean) => void;
}

function ConsentSwitch({ consent, checked, saving, disabled, onChange }: ConsentSwitchProps) {
  const { t } = useI18n();
  const id = useId();
  const { label, hint } = CONSENT_TEXTS[consent];
  return (
    <div className={styles.consent}>
      <div>
        <label htmlFor={id} className={styles.consentLabel}>
          {t(label)}
        </label>
        <p id={`${id}-hint`} className={styles.consentHint}>
          {t(hint)}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        loading={saving}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}
