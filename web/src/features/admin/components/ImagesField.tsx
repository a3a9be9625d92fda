import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Progress, Upload } from 'antd';
import { useI18n } from '@/i18n';
import type { ImageUpload } from '../hooks/use-image-upload';

/**
 * The images of a product or package: picked here, sent with the form (never on their own),
 * with the '2 to 4 images' hint and the upload's progress while the form is being sent.
 */
export function ImagesField({ upload }: { upload: ImageUpload }) {
  const { t } = useI18n();
  return (
    <Form.Item label={t('catalog.field.images')} extra={t('admin.imagesHint')}>
      <Upload
        multiple
        accept="image/*"
        listType="picture"
        fileList={upload.fileList}
        // Kept for the form's own request: nothing is uploaded on picking.
        beforeUpload={() => false}
        // The picked file itself as its thumbnail: no canvas work, as large images would need.
        previewFile={(file) => Promise.resolve(URL.createObjectURL(file))}
        onChange={({ fileList }) => upload.setFileList(fileList)}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{t('admin.chooseImages')}</Button>
      </Upload>
      {upload.percent !== undefined && (
        <Progress percent={upload.percent} aria-label={t('admin.uploading')} />
      )}
    </Form.Item>
  );
}
