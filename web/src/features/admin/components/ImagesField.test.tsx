import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App, Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { findAlertText } from '@/test/queries';
import { renderAt } from '@/test/render';
import { useImageUpload } from '../hooks/use-image-upload';
import { ImagesField, isAcceptedImage } from './ImagesField';
import { imageFile, pickedFileNames, pickFiles } from '@/test/forms';

// jsdom cannot make object URLs; the picked images' thumbnails use them.
URL.createObjectURL = () => 'blob:thumbnail';

const FORMAT = 'Please upload an image in a supported format only(jpg, jpeg, png, gif, bmp, webp).';

function ImagesForm({ onSend }: { onSend: (names: string[]) => void }) {
  const upload = useImageUpload();
  return (
    <App>
      <Form onFinish={() => onSend(upload.files.map((file) => file.name))}>
        <ImagesField upload={upload} />
        <Button htmlType="submit">Send</Button>
      </Form>
    </App>
  );
}

const pick = (...files: Array<[name: string, type: string]>) =>
  pickFiles(...files.map(([name, type]) => imageFile(name, type)));
const listed = pickedFileNames;

describe('images field', () => {
  it('takes an image by its extension and its type together', () => {
    expect(isAcceptedImage(new File(['x'], 'a.JPG', { type: 'image/jpeg' }))).toBe(true);
    expect(isAcceptedImage(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe(true);
    expect(isAcceptedImage(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(isAcceptedImage(new File(['x'], 'a.png', { type: 'application/pdf' }))).toBe(false);
    expect(isAcceptedImage(new File(['x'], 'a.svg', { type: 'image/png' }))).toBe(false);
    expect(isAcceptedImage(new File(['x'], 'a.png', { type: '' }))).toBe(false);
  });

  it('refuses a file that is no image when picked: never listed, the format message at once', async () => {
    const onSend = vi.fn();
    renderAt('/', <ImagesForm onSend={onSend} />);
    pick(['front.png', 'image/png'], ['manual.pdf', 'application/pdf'], ['fake.jpg', 'text/plain']);
    expect(await findAlertText()).toBe(FORMAT);
    await waitFor(() => expect(listed()).toEqual(['front.png']));
    expect(listed()).toHaveLength(1);

    // Not sent while refused; a new pick of images clears the refusal.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSend).not.toHaveBeenCalled();
    pick(['back.webp', 'image/webp']);
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent ?? '').toBe(''));
    await waitFor(() => expect(listed()).toEqual(['front.png', 'back.webp']));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(['front.png', 'back.webp']));
  });
});
