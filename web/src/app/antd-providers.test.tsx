import { screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { FormSelect } from '@/components/ui/FormSelect';
import { useLanguageStore } from '@/i18n';
import { requiredMarkOf } from '@/test/forms';
import { renderInProviders } from '@/test/render';
import { theme } from './theme';

/** A form as the app's are written: two required fields (by rule, by flag), one optional. */
function renderForm() {
  renderInProviders(
    <Form layout="vertical">
      <Form.Item name="email" label="Email" rules={[{ required: true, message: 'Enter it' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="city" label="City" required>
        <FormSelect options={[{ value: 'Riyadh' }]} />
      </Form.Item>
      <Form.Item name="notes" label="Notes">
        <Input />
      </Form.Item>
    </Form>,
  );
}

const labelOf = (text: string) => screen.getByText(text, { selector: 'label' });

// jsdom draws nothing: that the star shows, and that Chromium leaves it out of the fields' names,
// the journeys check (fitment-admin and garage find required fields by their exact names).
describe("Ant Design forms' required mark", () => {
  it.each(['en', 'ar'] as const)(
    'marks a required field for the eye, its name being its label alone (%s)',
    (language) => {
      useLanguageStore.getState().setLanguage(language);
      renderForm();
      // Named by the label exactly, and told required by aria-required.
      expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
      expect(screen.getByRole('combobox', { name: 'City' })).toBeRequired();
      for (const label of ['Email', 'City']) {
        // Before the label, in the theme's error colour, hidden from assistive technology.
        expect(requiredMarkOf(label)).toHaveStyle({ color: theme.token?.colorError });
        // Ant Design's own mark, CSS content read into the name, is off: this class hides it.
        expect(labelOf(label)).toHaveClass(
          'ant-form-item-required',
          'ant-form-item-required-mark-optional',
        );
      }
    },
  );

  it('leaves an optional field unmarked', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
    expect(requiredMarkOf('Notes')).toBeNull();
    expect(labelOf('Notes')).not.toHaveClass('ant-form-item-required');
  });
});
