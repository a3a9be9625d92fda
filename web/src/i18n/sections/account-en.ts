/**
 * English texts of the shopper's My Account screen (issue 28). A text section (sections.ts):
 * fetched with that screen, not before the first page.
 */
export const accountEn = {
  'account.loadFailed': 'Your account could not be loaded.',
  'account.profileTitle': 'Profile',
  'account.mobile': 'Mobile',
  'account.mobileInvalid': 'Enter a mobile as 05XXXXXXXX, or with + and the country code',
  'account.language': 'Language of the shop and its mails',
  'account.saveProfile': 'Save',
  'account.profileSaved': 'Your details were saved.',
  'account.passwordTitle': 'Change password',
  'account.currentPassword': 'Current password',
  'account.confirmPassword': 'Confirm the new password',
  'account.passwordsDiffer': 'The two new passwords are not the same',
  'account.passwordChanged': 'Password changed. You were logged out on your other devices.',
  'account.consentsTitle': 'Mails you agree to',
  'account.serviceReminders': 'Service reminders by email',
  'account.serviceRemindersHint': 'When a car in your garage is due for a service.',
  'account.offers': 'Offers by email',
  'account.offersHint': 'Offers and new parts for your cars, now and then.',
  'account.consentFailed': 'Your choice could not be saved.',
  'account.shortcutsTitle': 'Your shop',
  'account.garage': 'My garage',
  'account.addresses': 'Address book',
  'account.dataTitle': 'Your data',
  'account.dataIntro': 'Everything the shop keeps about you, as one JSON file.',
  'account.download': 'Download my data',
  'account.deleteTitle': 'Delete my account',
  'account.deleteIntro': 'Your account, cars, addresses, cart and choices are deleted for good.',
  'account.deleteKept':
    'Your orders and tax invoices are kept, as Saudi tax law requires, without your name, phone or address. A confirmation is emailed to you.',
  'account.deletePassword': 'Your password, to confirm',
  'account.deleted': 'Your account was deleted and you were logged out.',
} as const;

export type AccountKey = keyof typeof accountEn;
