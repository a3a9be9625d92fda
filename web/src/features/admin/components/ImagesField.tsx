import { UploadOutlined } from '@ant-design/icons';
import { hasImageExtension, IMAGE_EXTENSIONS } from '@shop/shared';
import { Alert, Button, Form, Progress, Upload } from 'antd';
import { useI18n } from '@/i18n';
import type { ImageUpload } from '../hooks/use-image-upload';

/** The MIME types of the image extensions the shop takes (bmp has a legacy name too). */
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/x-ms-bmp',
  'image/webp',
]);

/** An image the shop takes: its name and its type both say jpg, jpeg, png, gif, bmp or webp. */
export const isAcceptedImage = (file: File): boolean =>
  hasImageExtension(file.name) && IMAGE_TYPES.has(file.type.toLowerCase());

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The images of a product or package: picked here, sent with the form (never on their own),
 * with the '2 to 4 images' hint and the upload's progress while the form is being sent. A file
 * that is not an accepted image is refused when picked, with the image format message, and
 * holds the form back until the admin picks again.
 */
export function ImagesField({ upload }: { upload: ImageUpload }) {
  const { t } = useI18n();
  const { refused, setRefused } = upload;

  return (
    <>
      {/* Holds the form back while a refused pick stands; the alert below says why. */}
      <Form.Item
        name="refusedImages"
        hidden
        rules={[
          {
            validator: () =>
              refused.length > 0
                ? Promise.reject(new Error(t('admin.imageFormat')))
                : Promise.resolve(),
          },
        ]}
      >
        <input type="hidden" />
      </Form.Item>
      <Form.Item label={t('catalog.field.images')} extra={t('admin.imagesHint')}>
        <Upload
          multiple
          accept={ACCEPT}
          listType="picture"
          fileList={upload.fileList}
          // Kept for the form's own request: nothing is uploaded on picking. A pick starts anew
          // what was refused; a file that is no accepted image never enters the list.
          beforeUpload={(file, batch) => {
            const refusedNow = batch.filter((picked) => !isAcceptedImage(picked));
            setRefused(refusedNow);
            return isAcceptedImage(file) ? false : Upload.LIST_IGNORE;
          }}
          // The picked file itself as its thumbnail: no canvas work, as large images would need.
          previewFile={(file) => Promise.resolve(URL.createObjectURL(file))}
          onChange={({ fileList }) => upload.setFileList(fileList)}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('admin.chooseImages')}</Button>
        </Upload>
        {/* Said as soon as a pick is judged, not only when the form is sent. */}
        {refused.length > 0 && <Alert type="error" showIcon message={t('admin.imageFormat')} />}
        {upload.percent !== undefined && (
          <Progress percent={upload.percent} aria-label={t('admin.uploading')} />
        )}
      </Form.Item>
    </>
  );
}
