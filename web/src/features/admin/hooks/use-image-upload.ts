import type { UploadFile } from 'antd';
import { useState } from 'react';
import type { UploadProgress } from '@/lib/multipart';

/**
 * The images an admin form picked, and the progress of sending them. `send` runs a request
 * with a progress callback and shows its progress until it settles. `refused` holds the files
 * of the last pick that are not images the shop takes: they never join the list, and the form
 * is not sent until the admin picks again.
 */
export function useImageUpload() {
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [refused, setRefused] = useState<File[]>([]);
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

  function clear() {
    setFileList([]);
    setRefused([]);
  }

  return { fileList, setFileList, files, refused, setRefused, clear, percent, send };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
