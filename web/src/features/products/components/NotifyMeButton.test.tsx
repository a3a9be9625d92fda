import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '@/test/render';
import { onApi } from '@/test/server';
import { NotifyMeButton } from './NotifyMeButton';

const renderButton = () => renderAt('/productDetails/p1', <NotifyMeButton productId="p1" />);

describe('notify me on a product out of stock', () => {
  beforeEach(() => {
    useSessionStore.getState().login('jwt', 'user');
  });

  it('asks for the mail, then says it will come and offers to take it back', async () => {
    onApi('GET /products/p1/notify', { message: 'x', notify: false });
    const asks = onApi('POST /products/p1/notify', {
      message: 'We will mail you when it is back in stock.',
      notify: true,
    });
    const cancels = onApi('DELETE /products/p1/notify', { message: 'x', notify: false });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me when it is back' }));
    expect(
      await screen.findByText('We will mail you when it is back in stock.', { exact: false }),
    ).toBeInTheDocument();
    expect(asks).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Do not notify me' }));
    expect(await screen.findByRole('button', { name: 'Notify me when it is back' })).toBeVisible();
    expect(cancels).toHaveLength(1);
  });

  it('speaks Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    onApi('GET /products/p1/notify', { message: 'x', notify: false });
    renderButton();
    expect(await screen.findByRole('button', { name: 'أعلمني عند توفره' })).toBeInTheDocument();
  });

  it('is not offered to a visitor, who has no account to mail', () => {
    useSessionStore.getState().clear();
    const reads = onApi('GET /products/p1/notify', { message: 'x', notify: false });
    renderButton();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(reads).toHaveLength(0);
  });
});
