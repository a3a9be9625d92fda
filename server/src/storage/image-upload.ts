import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  hasImageExtension,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_REQUEST,
  VALIDATION,
} from '@shop/shared';
import type { Request, Response } from 'express';
import multer from 'multer';
import { detectImageExtension } from './image-type';

/** An uploaded image, checked and still in memory: nothing touches the disk before the record is valid. */
export interface ImageUpload {
  originalName: string;
  extension: string;
  content: Buffer;
}

export type RequestWithImages = Request & { images?: ImageUpload[] };

const MULTER_ERRORS: Record<string, () => HttpException> = {
  LIMIT_FILE_SIZE: () => new PayloadTooLargeException('Each image must be at most 5 MB.'),
  LIMIT_FILE_COUNT: () =>
    new BadRequestException(`At most ${MAX_IMAGES_PER_REQUEST} images per request.`),
  LIMIT_UNEXPECTED_FILE: () => new BadRequestException('Unexpected file field.'),
  LIMIT_FIELD_VALUE: () => new PayloadTooLargeException('A form field is too large.'),
  LIMIT_PART_COUNT: () => new BadRequestException('Too many form fields.'),
};

function toImage(file: Express.Multer.File): ImageUpload {
  const extension = detectImageExtension(file.buffer);
  if (!hasImageExtension(file.originalname) || !extension) {
    throw new UnsupportedMediaTypeException(VALIDATION.imageFormat);
  }
  return { originalName: file.originalname, extension, content: file.buffer };
}

/**
 * Reads a multipart request whose images come in the repeated field `field`: at most 4 images
 * of at most 5 MB each, accepted only if their name and their content are an allowed image type.
 * The checked images are left on `request.images`; the other fields become the body.
 */
export function ImagesInterceptor(field: string): Type<NestInterceptor> {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_IMAGES_PER_REQUEST,
      fields: 50,
      fieldSize: 64 * 1024,
    },
  }).array(field, MAX_IMAGES_PER_REQUEST);

  class Interceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler) {
      const http = context.switchToHttp();
      const request = http.getRequest<RequestWithImages>();
      await new Promise<void>((resolve, reject) =>
        parse(request, http.getResponse<Response>(), (error: unknown) => {
          if (!error) return resolve();
          const code = (error as { code?: string }).code;
          reject(
            code && MULTER_ERRORS[code]
              ? MULTER_ERRORS[code]()
              : new HttpException('The upload could not be read.', HttpStatus.BAD_REQUEST),
          );
        }),
      );
      request.images = ((request.files as Express.Multer.File[] | undefined) ?? []).map(toImage);
      return next.handle();
    }
  }
  return mixin(Interceptor);
}
