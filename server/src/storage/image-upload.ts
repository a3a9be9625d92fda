import type { FastifyMultipartOptions } from '@fastify/multipart';
import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
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
import appendField from 'append-field';
import type { FastifyRequest } from 'fastify';
import { detectImageExtension } from './image-type';

/** An uploaded image, checked and still in memory: nothing touches the disk before the record is valid. */
export interface ImageUpload {
  originalName: string;
  extension: string;
  content: Buffer;
}

export type RequestWithImages = FastifyRequest & { images?: ImageUpload[] };

/** The multipart reader's limits, for every upload the API takes (registered in app.factory). */
export const MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_IMAGES_PER_REQUEST,
    fields: 50,
    fieldSize: 64 * 1024,
  },
};

/** @fastify/multipart's errors, by code, as the API answers them. */
const MULTIPART_ERRORS: Record<string, () => HttpException> = {
  FST_REQ_FILE_TOO_LARGE: () => new PayloadTooLargeException('Each image must be at most 5 MB.'),
  FST_FILES_LIMIT: () =>
    new BadRequestException(`At most ${MAX_IMAGES_PER_REQUEST} images per request.`),
  FST_FIELDS_LIMIT: () => new BadRequestException('Too many form fields.'),
  FST_PARTS_LIMIT: () => new BadRequestException('Too many form fields.'),
};

function uploadError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: string } | null)?.code;
  return code && MULTIPART_ERRORS[code]
    ? MULTIPART_ERRORS[code]()
    : new BadRequestException('The upload could not be read.');
}

function toImage(originalName: string, content: Buffer): ImageUpload {
  const extension = detectImageExtension(content);
  if (!hasImageExtension(originalName) || !extension) {
    throw new UnsupportedMediaTypeException(VALIDATION.imageFormat);
  }
  return { originalName, extension, content };
}

/** Reads the whole form: the images of `field`, checked, and the other fields as the body. */
async function readForm(request: RequestWithImages, field: string): Promise<void> {
  const body: Record<string, unknown> = Object.create(null);
  const images: ImageUpload[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== field) throw new BadRequestException('Unexpected file field.');
      images.push(toImage(part.filename, await part.toBuffer()));
    } else {
      if (part.valueTruncated) throw new PayloadTooLargeException('A form field is too large.');
      appendField(body, part.fieldname, part.value);
    }
  }
  request.body = body;
  request.images = images;
}

/**
 * Reads a multipart request whose images come in the repeated field `field`: at most 4 images
 * of at most 5 MB each, accepted only if their name and their content are an allowed image type.
 * The checked images are left on `request.images`; the other fields become the body. A request
 * that is not multipart keeps its (JSON) body and has no images.
 */
export function ImagesInterceptor(field: string): Type<NestInterceptor> {
  class Interceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler) {
      const request = context.switchToHttp().getRequest<RequestWithImages>();
      if (request.isMultipart()) {
        await readForm(request, field).catch((error: unknown) => {
          throw uploadError(error);
        });
      } else {
        request.images = [];
      }
      return next.handle();
    }
  }
  return mixin(Interceptor);
}
