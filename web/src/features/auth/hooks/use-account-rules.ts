import {
  EMAIL_PATTERN,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  westernDigits,
} from '@shop/shared';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useI18n } from '@/i18n';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const typedDigits = (value: unknown) =>
  typeof value === 'string' ? westernDigits(value.trim()) : value;

/**
 * The account forms' rules (docs/behaviour.md), with their messages in the chosen language.
 * Rules other than `required` pass an empty field, so an empty field shows one message only.
 */
export function useAccountRules() {
  const { t } = useI18n();
  return useMemo(
    () =>
      ({
        // Counted as the server stores it, trimmed: a name of spaces is no name.
        name: [
          { required: true, whitespace: true, message: t('validation.nameRequired') },
          { min: NAME_MIN_LENGTH, transform: trimmed, message: t('validation.nameMin') },
        ],
        // Digits typed on an Arabic keyboard are the digits they are, as the server reads them.
        phone: [
          { required: true, message: t('validation.phoneRequired') },
          { pattern: PHONE_PATTERN, transform: typedDigits, message: t('validation.phoneInvalid') },
        ],
        email: [
          { required: true, message: t('validation.emailRequired') },
          { pattern: EMAIL_PATTERN, message: t('validation.emailInvalid') },
        ],
        newPassword: [
          { required: true, message: t('validation.passwordRequired') },
          { min: PASSWORD_MIN_LENGTH, message: t('validation.passwordMin') },
        ],
        // Login has one message for an empty and a short password alike.
        loginPassword: [
          { required: true, min: PASSWORD_MIN_LENGTH, message: t('validation.loginPassword') },
        ],
      }) satisfies Record<string, FormRule[]>,
    [t],
  );
}
