import type { UploadFile } from 'antd';
import { useState } from 'react';
import type { UploadProgress } from '../api/multipart';

/**
 * The images an admin form picked, and the progress of sending them. `send` runs a request
 * with a progress callback and shows its progress until it settles.
 */
export function useImageUpload() {
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [percent, setPercent] = useState<number>();

  const files = fileList.flatMap((file) => (file.originFileObj ? [file.originFileObj] : []));

  async function send<T>(request: (onProgress: UploadProgress) => Promise<T>): Promise<T> {
    setPercent(0);
    try {
      return await request(setPercent);
    } finally {
      setPercent(undefined);
    }
  }

  return { fileList, setFileList, files, clear: () => setFileList([]), percent, send };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
