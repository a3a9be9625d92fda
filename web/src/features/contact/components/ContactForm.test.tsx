import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillIn } from '@/test/forms';
import { button, findDialog } from '@/test/queries';
import { renderAt } from '@/test/render';
import { bodiesOf, failure, heldReply, onApi, type Reply } from '@/test/server';
import { ContactPage } from './ContactPage';

const answerMessage = (reply: Reply) => onApi('POST /message/addMessage', reply);
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const dialogs = () => screen.queryAllByRole('dialog').length;

function fillMessage() {
  fillIn('Name', 'Sara Alharbi');
  fillIn('Email', 'sara@example.com');
  fillIn('Message', 'Do you have brake pads for a 2018 Patrol?');
}

describe('contact message form', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('has name, email and message fields and a Submit button', () => {
    renderAt('/contact', <ContactPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Send us a message' }),
    ).toBeInTheDocument();
    expect(value('Name')).toBe('');
    expect(value('Email')).toBe('');
    expect(value('Message')).toBe('');
    expect(button('Submit')).toBeTruthy();
  });

  it("sends name, email and description, shows 'Message Sent successfully' and clears", async () => {
    const sending = heldReply();
    const messages = answerMessage(sending.reply);
    renderAt('/contact', <ContactPage />);
    fillMessage();
    fireEvent.click(button('Submit'));

    await waitFor(() => expect(button('Submit').className).toContain('ant-btn-loading'));
    expect(bodiesOf(messages)).toEqual([
      {
        name: 'Sara Alharbi',
        email: 'sara@example.com',
        description: 'Do you have brake pads for a 2018 Patrol?',
      },
    ]);
    sending.answer({ message: 'Message Sent successfully' });

    expect((await findDialog()).title).toBe('Message Sent successfully');
    await waitFor(() => expect(value('Name')).toBe(''));
    expect(value('Email')).toBe('');
    expect(value('Message')).toBe('');
    expect(button('Submit').className).not.toContain('ant-btn-loading');
  });

  it('checks the fields before sending: an empty form is not sent and says what is missing', async () => {
    const messages = answerMessage({ message: 'Message Sent successfully' });
    renderAt('/contact', <ContactPage />);
    fireEvent.click(button('Submit'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(messages).toHaveLength(0);
  });

  it('only logs a failed send, and keeps what the visitor typed', async () => {
    answerMessage(failure(400));
    renderAt('/contact', <ContactPage />);
    fillMessage();
    fireEvent.click(button('Submit'));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(button('Submit').className).not.toContain('ant-btn-loading'));
    expect(dialogs()).toBe(0);
    expect(value('Name')).toBe('Sara Alharbi');
    expect(value('Email')).toBe('sara@example.com');
    expect(value('Message')).toBe('Do you have brake pads for a 2018 Patrol?');
  });

  it('shows no popup and keeps the form when the answer is not the success text', async () => {
    answerMessage({ message: 'Something else' });
    renderAt('/contact', <ContactPage />);
    fillMessage();
    fireEvent.click(button('Submit'));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(dialogs()).toBe(0);
    expect(value('Message')).toBe('Do you have brake pads for a 2018 Patrol?');
  });
});
