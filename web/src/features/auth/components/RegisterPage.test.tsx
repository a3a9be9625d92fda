import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { fillIn, submitButton } from '@/test/forms';
import { findAlertText, toastTexts } from '@/test/queries';
import { currentPath, renderAt } from '@/test/render';
import { apiError, bodiesOf, networkError, noAnswer, onApi, type Reply } from '@/test/server';
import { RegisterPage } from './RegisterPage';

const account = {
  name: 'Sara Alharbi',
  mobile: '+966501234567',
  email: 'sara@example.com',
  password: 'secret12',
};

function fillValidForm() {
  fillIn('Name', account.name);
  fillIn('Phone', account.mobile);
  fillIn('Email', account.email);
  fillIn('Password', account.password);
}

const renderRegister = () => renderAt('/register', <RegisterPage />, '/register');
const answerRegister = (reply: Reply) => onApi('POST /user/register', reply);

describe('register screen', () => {
  it('keeps Register disabled until the form is edited and valid', async () => {
    renderRegister();
    expect(submitButton('Register').disabled).toBe(true);

    fillIn('Name', account.name);
    fillIn('Phone', account.mobile);
    fillIn('Email', account.email);
    // Still one field short.
    await waitFor(() => expect(submitButton('Register').disabled).toBe(true));

    fillIn('Password', account.password);
    await waitFor(() => expect(submitButton('Register').disabled).toBe(false));

    fillIn('Email', 'sara@example');
    await waitFor(() => expect(submitButton('Register').disabled).toBe(true));
  });

  it.each([
    ['Name', '', 'Name is required'],
    ['Name', 'ab', 'Name must be at least 3 character'],
    ['Name', '   ', 'Name is required'],
    ['Name', ' ab ', 'Name must be at least 3 character'],
    ['Phone', '', 'Phone is required'],
    ['Phone', '0501234567', 'Phone is invalid, Phone must Start with +'],
    ['Phone', '+0501234567', 'Phone is invalid, Phone must Start with +'],
    ['Email', '', 'Email is required'],
    ['Email', 'sara@example', 'Email is not matched, Please try again!'],
    ['Password', '', 'Password isrequired'],
    ['Password', '12345', 'Password must be at least 6 character'],
  ])('%s "%s" shows "%s"', async (label, value, message) => {
    renderRegister();
    // Edit first, so that clearing the field is an edit too.
    fillIn(label, 'x');
    fillIn(label, value);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('sends name, the phone as mobile, email and password, then goes to /login', async () => {
    const registrations = answerRegister({ message: 'User registered successfully' });
    renderRegister();
    fillValidForm();
    await waitFor(() => expect(submitButton('Register').disabled).toBe(false));

    fireEvent.click(submitButton('Register'));

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(bodiesOf(registrations)).toEqual([{ ...account, language: 'en' }]);
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Your account is ready. Log in to continue.']),
    );
  });

  it('takes a phone typed on an Arabic keyboard, a plus and the country code first', async () => {
    const registrations = answerRegister({ message: 'User registered successfully' });
    renderRegister();
    fillValidForm();
    fillIn('Phone', '+٩٦٦٥٠١٢٣٤٥٦٧');
    await waitFor(() => expect(submitButton('Register').disabled).toBe(false));

    fireEvent.click(submitButton('Register'));

    await waitFor(() => expect(registrations).toHaveLength(1));
    expect(bodiesOf(registrations)).toEqual([{ ...account, language: 'en' }]);
  });

  it('leaves both consent boxes unticked, and sends a ticked one as true', async () => {
    const registrations = answerRegister({ message: 'User registered successfully' });
    renderRegister();
    const reminders = screen.getByRole('checkbox', {
      name: 'Mail me when a service of my cars is due',
    });
    const offers = screen.getByRole('checkbox', {
      name: 'Mail me offers and reminders of my cart',
    });
    expect([reminders, offers].map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      false,
    ]);
    fillValidForm();
    fireEvent.click(reminders);
    await waitFor(() => expect(submitButton('Register').disabled).toBe(false));

    fireEvent.click(submitButton('Register'));

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(bodiesOf(registrations)).toEqual([
      { ...account, language: 'en', serviceReminders: true },
    ]);
  });

  it('shows a spinner in place of the button while sending', async () => {
    answerRegister(noAnswer);
    renderRegister();
    fillValidForm();
    await waitFor(() => expect(submitButton('Register').disabled).toBe(false));

    fireEvent.click(submitButton('Register'));

    expect(await screen.findByRole('status', { name: 'Sending…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it("shows the server's message followed by 'try again!' in a red banner", async () => {
    answerRegister(apiError(409, 'This email is already registered.'));
    renderRegister();
    fillValidForm();
    await waitFor(() => expect(submitButton('Register').disabled).toBe(false));
    fireEvent.click(submitButton('Register'));
    const banner = await screen.findByRole('alert');
    expect(await findAlertText()).toBe('This email is already registered. try again!');
    expect(banner).toHaveClass('ant-alert-error');
    expect(currentPath()).toBe('/register');
    // The button is back for another try.
    expect(submitButton('Register').disabled).toBe(false);
  });

  it("says 'Something went wrong try again!' when the server gave no message", async () => {
    answerRegister(networkError);
    renderRegister();
    fillValidForm();
    await waitFor(() => expect(submitButton('Register').disabled).toBe(false));
    fireEvent.click(submitButton('Register'));

    expect(await findAlertText()).toBe('Something went wrong try again!');
  });

  it('shows and hides the password', () => {
    renderRegister();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to /login', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('speaks Arabic, keeping phone, email and password left-to-right', async () => {
    useLanguageStore.getState().setLanguage('ar');
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeInTheDocument();
    for (const label of ['رقم الجوال', 'البريد الإلكتروني', 'كلمة المرور']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'ltr');
    }
    fillIn('رقم الجوال', '0501234567');
    expect(
      await screen.findByText('رقم الجوال غير صالح، يجب أن يبدأ بعلامة +'),
    ).toBeInTheDocument();
  });
});
