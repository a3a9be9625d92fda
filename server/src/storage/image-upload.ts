import type { FastifyMultipartOptions, MultipartFile } from '@fastify/multipart';
import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  HttpException,
  mixin,
  NestInterceptor,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import { hasImageExtension, MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST } from '@shop/shared';
import appendField from 'append-field';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopError } from '../common/shop-error';
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

const tooManyImages = (max: number) =>
  shopError('TOO_MANY_IMAGES', max === 1 ? 'one' : 'many', { max });

/** @fastify/multipart's errors, by code, as the API answers them. */
const MULTIPART_ERRORS: Record<string, (maxImages: number) => HttpException> = {
  FST_REQ_FILE_TOO_LARGE: () => shopError('IMAGE_TOO_LARGE'),
  FST_FILES_LIMIT: tooManyImages,
  FST_FIELDS_LIMIT: () => shopError('UPLOAD_TOO_MANY_FIELDS'),
  FST_PARTS_LIMIT: () => shopError('UPLOAD_TOO_MANY_FIELDS'),
};

function uploadError(error: unknown, maxImages: number): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: string } | null)?.code;
  return code && MULTIPART_ERRORS[code]
    ? MULTIPART_ERRORS[code](maxImages)
    : shopError('UPLOAD_UNREADABLE');
}

function toImage(originalName: string, content: Buffer): ImageUpload {
  const extension = detectImageExtension(content);
  if (!hasImageExtension(originalName) || !extension) {
    throw shopError('IMAGE_FORMAT');
  }
  return { originalName, extension, content };
}

/**
 * A file part's bytes, refused with 413 at its first byte past the size limit (the part's own
 * toBuffer would wait for the part to end first, however much more the client sends).
 */
function contentOf(part: MultipartFile): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    part.file.on('limit', () => reject(shopError('IMAGE_TOO_LARGE')));
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
    part.file.on('end', () => resolve(Buffer.concat(chunks)));
    part.file.on('error', reject);
  });
}

/**
 * Reads the whole form: the images of `field`, checked, and the other fields as the body. The
 * route's image count is the reader's file limit, so an image beyond it is refused as its part
 * begins, before its bytes are read, as is a file at its first byte past MAX_IMAGE_BYTES.
 */
async function readForm(
  request: RequestWithImages,
  field: string,
  maxImages: number,
): Promise<void> {
  const body: Record<string, unknown> = Object.create(null);
  const images: ImageUpload[] = [];
  for await (const part of request.parts({ limits: { files: maxImages } })) {
    if (part.type === 'file') {
      if (part.fieldname !== field) throw shopError('UPLOAD_FIELD_UNEXPECTED');
      images.push(toImage(part.filename, await contentOf(part)));
    } else {
      if (part.valueTruncated) throw shopError('UPLOAD_FIELD_TOO_LARGE');
      appendField(body, part.fieldname, part.value);
    }
  }
  request.body = body;
  request.images = images;
}

/**
 * Reads a multipart request whose images come in the repeated field `field`: at most `maxImages`
 * images of at most 5 MB each, accepted only if their name and their content are an allowed
 * image type. Nothing is stored while the form is read: a form refused halfway leaves nothing.
 * The checked images are left on `request.images`; the other fields become the body. A request
 * that is not multipart keeps its (JSON) body and has no images.
 */
export function ImagesInterceptor(field: string, maxImages: number): Type<NestInterceptor> {
  class Interceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler) {
      const request = context.switchToHttp().getRequest<RequestWithImages>();
      if (request.isMultipart()) {
        await readForm(request, field, maxImages).catch((error: unknown) => {
          throw uploadError(error, maxImages);
        });
      } else {
        request.images = [];
      }
      return next.handle();
    }
  }
  return mixin(Interceptor);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by TakesMultipartForms: the endpoint takes multipart forms. */
    takesMultipartForms?: boolean;
  }
}

/**
 * An endpoint that takes a multipart form: one that reads images (TakesImages), or one that
 * ignores its body, such as the one-click unsubscribe a mail client posts as a form (RFC 8058).
 */
export const TakesMultipartForms = () => RouteConfig({ takesMultipartForms: true });

/**
 * An endpoint taking a multipart form whose images, at most `maxImages`, come in the repeated
 * field `field` (read by ImagesInterceptor onto `request.images`), as the OpenAPI document says.
 */
export const TakesImages = (field: string, maxImages: number = MAX_IMAGES_PER_REQUEST) =>
  applyDecorators(
    UseInterceptors(ImagesInterceptor(field, maxImages)),
    ApiConsumes('multipart/form-data'),
    TakesMultipartForms(),
  );

/**
 * Refuses a multipart form sent to an endpoint that does not take one (every endpoint but those
 * marked TakesMultipartForms), as any body of a type it does not read is refused, rather than
 * letting its fields go unread and the endpoint answer that they are missing.
 */
export function refuseFormsWhereNotTaken(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart() && !request.routeOptions.config.takesMultipartForms) {
      return done(shopError('JSON_REQUIRED'));
    }
    done();
  });
}
