import { internationalMobile, type Language, type MyAccount } from '@shop/shared';
import { Form, Input, Radio } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MobileFormItem } from './MobileFormItem';
import { LANGUAGES, useI18n } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { myAccountQuery, updateMyAccount } from '../api/my-account';
import { useAccountRules } from '../hooks/use-account-rules';
import { AccountNotice, AccountSection } from './AccountSection';
import { AuthForm } from './AuthForm';

interface ProfileValues {
  name: string;
  mobile: string;
  language: Language;
}

const languageOptions = (Object.keys(LANGUAGES) as Language[]).map((language) => ({
  value: language,
  // Each language named in itself, as the header's switch names it.
  label: (
    <span lang={language} dir={LANGUAGES[language].direction}>
      {LANGUAGES[language].nativeName}
    </span>
  ),
}));

/**
 * Name, mobile and language (the email is the login and stays). Saving a language switches the
 * shop to it, as the header's switch would.
 */
export function ProfileSection({ account }: { account: MyAccount }) {
  const { t, language, setLanguage } = useI18n();
  const rules = useAccountRules();
  const token = useSessionStore((state) => state.storedToken);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const [saved, setSaved] = useState(false);

  // The field is the shop's language, which the account's follows (lib/account-language.ts):
  // it shows the one on screen, also after the header's switch, unless the shopper has chosen
  // one here that is not saved yet.
  useEffect(() => {
    if (!form.isFieldTouched('language')) form.setFieldValue('language', language);
  }, [form, language]);

  const submit = async ({ name, mobile, language: chosen }: ProfileValues) => {
    setSaved(false);
    const user = await updateMyAccount({
      name: name.trim(),
      mobile: internationalMobile(mobile.trim()),
      language: chosen,
    });
    queryClient.setQueryData(myAccountQuery(token).queryKey, user);
    // As saved, and untouched again: the language follows the header's switch anew.
    form.setFields(
      (['name', 'mobile', 'language'] as const).map((field) => ({
        name: field,
        value: user[field],
        touched: false,
      })),
    );
    if (user.language !== language) setLanguage(user.language);
    setSaved(true);
  };

  return (
    <AccountSection title={t('account.profileTitle')} plain>
      <AuthForm
        form={form}
        name="profile"
        submitLabel={t('account.saveProfile')}
        onSubmit={submit}
        tryAgainAfterRefusal={false}
        initialValues={{ name: account.name, mobile: account.mobile, language }}
      >
        {saved && <AccountNotice text={t('account.profileSaved')} />}
        {/* The login: shown, not changed here. */}
        <Form.Item label={t('auth.email')} htmlFor="profile-email">
          <Input id="profile-email" dir="ltr" value={account.email} readOnly />
        </Form.Item>
        <Form.Item name="name" label={t('auth.name')} rules={rules.name}>
          <Input autoComplete="name" />
        </Form.Item>
        <MobileFormItem label={t('account.mobile')} />
        <Form.Item name="language" label={t('account.language')}>
          <Radio.Group optionType="button" options={languageOptions} />
        </Form.Item>
      </AuthForm>
    </AccountSection>
  );
}
