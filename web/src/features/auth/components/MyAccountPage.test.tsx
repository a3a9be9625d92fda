import type { MyAccount, Preferences } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { errorsOfField, fillIn } from '@/test/forms';
import { button, findButton, findDialog, toastTexts } from '@/test/queries';
import { currentPath, renderAt } from '@/test/render';
import { apiError, bodiesOf, networkError, onApi } from '@/test/server';
import { MyAccountPage } from './MyAccountPage';

const account: MyAccount = {
  _id: '6650f1c2a1b2c3d4e5f60718',
  name: 'Sara Alharbi',
  email: 'sara@example.com',
  mobile: '+966501234567',
  role: 'user',
  language: 'en',
};
const noConsents: Preferences = { serviceReminders: false, offers: false };

function showPage({ preferences = noConsents }: { preferences?: Preferences } = {}) {
  useSessionStore.getState().login('jwt-sara', 'user');
  onApi('GET /user/me', account);
  onApi('GET /user/me/preferences', preferences);
  renderAt('/myAccount', <MyAccountPage />, '/myAccount');
}

/** The section of the page that `heading` names (each is labelled by its heading). */
const section = (heading: string) => screen.getByRole('region', { name: heading });

const wait = (condition: () => void) => waitFor(condition, { timeout: 4000 });

describe('My Account', () => {
  it("shows the shopper's details, with the email they log in with", async () => {
    showPage();
    expect(await screen.findByLabelText('Name')).toHaveValue('Sara Alharbi');
    expect(screen.getByLabelText('Mobile')).toHaveValue('+966501234567');
    expect(screen.getByLabelText('Email')).toHaveValue('sara@example.com');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(document.title).toContain('My Account');
  });

  it('links to the garage, the orders and the address book', async () => {
    showPage();
    await screen.findByRole('heading', { name: 'Your shop' });
    const shortcuts = within(section('Your shop'));
    expect(shortcuts.getByRole('link', { name: 'My garage' })).toHaveAttribute(
      'href',
      '/addVehicle',
    );
    expect(shortcuts.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myOrders');
    expect(shortcuts.getByRole('link', { name: 'Address book' })).toHaveAttribute(
      'href',
      '/addresses',
    );
  });

  it('says so, with a retry, when the account cannot be loaded', async () => {
    useSessionStore.getState().login('jwt-sara', 'user');
    onApi('GET /user/me', networkError, account);
    onApi('GET /user/me/preferences', noConsents);
    renderAt('/myAccount', <MyAccountPage />, '/myAccount');
    expect(await screen.findByText('Your account could not be loaded.')).toBeInTheDocument();
    fireEvent.click(button('Try again'));
    expect(await screen.findByLabelText('Name')).toHaveValue('Sara Alharbi');
  });

  it('writes a Saudi mobile typed 05… in Arabic-Indic digits as +9665… on leaving the field, and saves', async () => {
    showPage();
    const saves = onApi('PUT /user/me', ({ body }) => ({
      message: 'Account saved.',
      user: { ...account, ...(body as object) },
    }));
    await screen.findByLabelText('Name');
    fillIn('Name', 'Sara Al-Harbi');
    const mobile = screen.getByLabelText('Mobile');
    fillIn('Mobile', '٠٥٥١٢٣٤٥٦٧');
    expect(errorsOfField('Mobile')).toEqual([]);
    fireEvent.blur(mobile);
    expect(mobile).toHaveValue('+966551234567');

    await wait(() => expect(button('Save').disabled).toBe(false));
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(bodiesOf(saves)).toEqual([
      { name: 'Sara Al-Harbi', mobile: '+966551234567', language: 'en' },
    ]);
  });

  it('refuses a mobile that is neither local nor international', async () => {
    showPage();
    await screen.findByLabelText('Mobile');
    fillIn('Mobile', '0551234');
    fireEvent.blur(screen.getByLabelText('Mobile'));
    await wait(() =>
      expect(errorsOfField('Mobile')).toEqual([
        'Enter a mobile as 05XXXXXXXX, or with + and the country code',
      ]),
    );
    expect(button('Save').disabled).toBe(true);
  });

  it('switches the shop to the language saved', async () => {
    showPage();
    const saves = onApi('PUT /user/me', {
      message: 'Account saved.',
      user: { ...account, language: 'ar' },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'العربية' }));
    await wait(() => expect(button('Save').disabled).toBe(false));
    fireEvent.click(button('Save'));
    await wait(() => expect(useLanguageStore.getState().language).toBe('ar'));
    expect(await screen.findByText('حُفظت بياناتك.')).toBeInTheDocument();
    expect(bodiesOf(saves)).toMatchObject([{ language: 'ar' }]);
  });

  it('offers the language the shop shows, which saving keeps for the mails', async () => {
    useLanguageStore.getState().setLanguage('ar');
    showPage();
    const saves = onApi('PUT /user/me', ({ body }) => ({
      message: 'Account saved.',
      user: { ...account, ...(body as object) },
    }));
    expect(await screen.findByRole('radio', { name: 'العربية' })).toBeChecked();
    fillIn('الاسم', 'سارة الحربي');
    await wait(() => expect(button('حفظ').disabled).toBe(false));
    fireEvent.click(button('حفظ'));
    expect(await screen.findByText('حُفظت بياناتك.')).toBeInTheDocument();
    expect(bodiesOf(saves)).toMatchObject([{ name: 'سارة الحربي', language: 'ar' }]);
    expect(useLanguageStore.getState().language).toBe('ar');
  });

  it("shows a refusal in the shopper's language", async () => {
    useLanguageStore.getState().setLanguage('ar');
    showPage();
    onApi(
      'PUT /user/me',
      apiError(409, 'This mobile number is already registered.', { code: 'MOBILE_TAKEN' }),
    );
    await screen.findByLabelText('رقم الجوال');
    fillIn('رقم الجوال', '0559876543');
    fireEvent.blur(screen.getByLabelText('رقم الجوال'));
    await wait(() => expect(button('حفظ').disabled).toBe(false));
    fireEvent.click(button('حفظ'));
    // The reason alone: a taken number is no call to "try again".
    expect(await screen.findByRole('alert')).toHaveTextContent(/^رقم الجوال هذا مسجّل مسبقاً\.$/);
  });
});

describe('My Account: password', () => {
  async function fillPasswords(current: string, next: string, confirm = next) {
    showPage();
    await screen.findByLabelText('Current password');
    fillIn('Current password', current);
    fillIn('New password', next);
    fillIn('Confirm the new password', confirm);
  }

  it('asks for the same new password twice', async () => {
    await fillPasswords('old-secret', 'new-secret', 'new-secrex');
    await wait(() =>
      expect(errorsOfField('Confirm the new password')).toEqual([
        'The two new passwords are not the same',
      ]),
    );
    expect(button('Change password').disabled).toBe(true);
  });

  it('changes it and tells the shopper their other sessions ended', async () => {
    const changes = onApi('PUT /user/password', {
      message: 'Password changed. Your other sessions have ended.',
    });
    await fillPasswords('old-secret', 'new-secret');
    await wait(() => expect(button('Change password').disabled).toBe(false));
    fireEvent.click(button('Change password'));
    expect(
      await screen.findByText('Password changed. You were logged out on your other devices.'),
    ).toBeInTheDocument();
    expect(bodiesOf(changes)).toEqual([
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(useSessionStore.getState().storedToken).toBe('jwt-sara');
  });

  it("refuses, in the reader's language, a new password that is the current one", async () => {
    useLanguageStore.getState().setLanguage('ar');
    showPage();
    await screen.findByLabelText('كلمة المرور الحالية');
    fillIn('كلمة المرور الحالية', 'old-secret');
    fillIn('كلمة المرور الجديدة', 'old-secret');
    fillIn('تأكيد كلمة المرور الجديدة', 'old-secret');
    await wait(() =>
      expect(errorsOfField('كلمة المرور الجديدة')).toEqual([
        'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية.',
      ]),
    );
    expect(button('تغيير كلمة المرور').disabled).toBe(true);
  });

  it("shows the server's refusal of the same password in the reader's language", async () => {
    useLanguageStore.getState().setLanguage('ar');
    onApi(
      'PUT /user/password',
      apiError(400, 'Your new password must be different from your current one.', {
        code: 'PASSWORD_UNCHANGED',
      }),
    );
    showPage();
    await screen.findByLabelText('كلمة المرور الحالية');
    fillIn('كلمة المرور الحالية', 'old-secret');
    fillIn('كلمة المرور الجديدة', 'new-secret');
    fillIn('تأكيد كلمة المرور الجديدة', 'new-secret');
    await wait(() => expect(button('تغيير كلمة المرور').disabled).toBe(false));
    fireEvent.click(button('تغيير كلمة المرور'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية\.$/,
    );
  });

  it('says a wrong current password is wrong', async () => {
    onApi(
      'PUT /user/password',
      apiError(400, 'Your current password is not correct.', { code: 'CURRENT_PASSWORD_WRONG' }),
    );
    await fillPasswords('not-mine', 'new-secret');
    await wait(() => expect(button('Change password').disabled).toBe(false));
    fireEvent.click(button('Change password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your current password is not correct\.$/,
    );
  });
});

describe('My Account: consents', () => {
  it('shows each off until turned on, and stores a change', async () => {
    showPage();
    const reminders = await screen.findByRole('switch', { name: 'Service reminders by email' });
    const offers = screen.getByRole('switch', { name: 'Offers by email' });
    expect(reminders).not.toBeChecked();
    expect(offers).not.toBeChecked();
    expect(reminders).toHaveAccessibleDescription(/due for a service/);

    const changes = onApi('PUT /user/me/preferences', {
      message: 'Preferences saved.',
      preferences: { serviceReminders: true, offers: false },
    });
    fireEvent.click(reminders);
    await wait(() => expect(reminders).toBeChecked());
    expect(bodiesOf(changes)).toEqual([{ serviceReminders: true }]);
    expect(offers).not.toBeChecked();
  });

  it('keeps the switch as stored when the change fails', async () => {
    showPage();
    const offers = await screen.findByRole('switch', { name: 'Offers by email' });
    onApi('PUT /user/me/preferences', networkError);
    fireEvent.click(offers);
    await wait(() => expect(toastTexts()).toContain('Your choice could not be saved.'));
    expect(offers).not.toBeChecked();
  });

  it('says so when they cannot be loaded', async () => {
    useSessionStore.getState().login('jwt-sara', 'user');
    onApi('GET /user/me', account);
    onApi('GET /user/me/preferences', networkError);
    renderAt('/myAccount', <MyAccountPage />, '/myAccount');
    expect(await screen.findByText('Your account could not be loaded.')).toBeInTheDocument();
  });
});

describe('My Account: data', () => {
  let saved: { download: string } | undefined;
  let file: Blob | undefined;

  beforeEach(() => {
    saved = undefined;
    // jsdom has no object URLs, nor downloads: the test sees what the browser would be given.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:my-data';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { download: this.download };
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves the export as the .json file the server names', async () => {
    showPage();
    onApi(
      'GET /user/me/export',
      () =>
        new Response(JSON.stringify({ profile: account }), {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="my-data-2026-11-25.json"',
          },
        }),
    );
    fireEvent.click(await findButton('Download my data'));
    await wait(() => expect(saved).toEqual({ download: 'my-data-2026-11-25.json' }));
    expect(file?.type).toBe('application/json');
    expect(JSON.parse(new TextDecoder().decode(await file!.arrayBuffer()))).toEqual({
      profile: account,
    });
  });

  it("names the file by today's Saudi day when the server's name does not come through", async () => {
    // 22:30 UTC is 01:30 of the next day in Riyadh.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T22:30:00Z'));
    try {
      showPage();
      onApi(
        'GET /user/me/export',
        () =>
          new Response(JSON.stringify({ profile: account }), {
            headers: { 'content-type': 'application/json' },
          }),
      );
      fireEvent.click(await findButton('Download my data'));
      await wait(() => expect(saved).toEqual({ download: 'my-data-2026-11-26.json' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the account on a wrong password, and says so', async () => {
    showPage();
    fireEvent.click(await findButton('Delete my account'));
    expect(
      await screen.findByText(/orders and tax invoices are kept, as Saudi tax law requires/),
    ).toBeInTheDocument();
    const deletes = onApi(
      'DELETE /user/me',
      apiError(400, 'Your current password is not correct.', { code: 'CURRENT_PASSWORD_WRONG' }),
    );
    await screen.findByLabelText('Your password, to confirm');
    fillIn('Your password, to confirm', 'not-mine');
    fireEvent.click(button('Yes, delete it!'));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(bodiesOf(deletes)).toEqual([{ password: 'not-mine' }]);
    expect(useSessionStore.getState().storedToken).toBe('jwt-sara');
  });

  it('deletes the account with the password, logs the shopper out and tells them', async () => {
    showPage();
    fireEvent.click(await findButton('Delete my account'));
    const deletes = onApi('DELETE /user/me', { message: 'Your account was deleted.' });
    await screen.findByLabelText('Your password, to confirm');
    fillIn('Your password, to confirm', 'secret12');
    fireEvent.click(button('Yes, delete it!'));
    const told = await findDialog();
    expect(told.title).toBe('Your account was deleted and you were logged out.');
    expect(bodiesOf(deletes)).toEqual([{ password: 'secret12' }]);
    expect(useSessionStore.getState().storedToken).toBeNull();
    await wait(() => expect(currentPath()).toBe('/login'));
  });
});
