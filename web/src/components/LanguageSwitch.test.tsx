import { fireEvent, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderInProviders } from '@/test/render';
import { LanguageSwitch } from './LanguageSwitch';

describe('language switch', () => {
  it('turns the page right-to-left in Arabic, remembers it, and turns it back', () => {
    renderInProviders(
      <>
        <LanguageSwitch />
        <Button>OK</Button>
      </>,
    );
    expect(document.documentElement.dir).toBe('ltr');

    fireEvent.click(screen.getByText('العربية'));

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(screen.getByRole('radiogroup', { name: 'اللغة' })).toBeInTheDocument();
    // Ant Design follows too: its components take their right-to-left styles.
    expect(screen.getByRole('button', { name: 'OK' })).toHaveClass('ant-btn-rtl');
    expect(screen.getByRole('radio', { name: 'العربية' })).toBeChecked();

    fireEvent.click(screen.getByText('English'));

    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });
});
