import { Param, PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { isValidObjectId } from 'mongoose';
import { shopError } from './shop-error';

/** A MongoDB ObjectId as the API takes it: 24 hexadecimal digits. */
const OBJECT_ID_PATTERN = /^[a-fA-F0-9]{24}$/;

/** Route ids must be MongoDB ObjectIds; anything else is the client's mistake (400), not a 404. */
export class ObjectIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !OBJECT_ID_PATTERN.test(value) || !isValidObjectId(value)) {
      throw shopError('ID_INVALID');
    }
    return value;
  }
}

/**
 * A route's id (`:id`, or the name given): checked by ObjectIdPipe, and documented with the
 * pattern that pipe holds it to.
 */
export const IdParam =
  (name = 'id'): ParameterDecorator =>
  (target, method, index) => {
    Param(name, ObjectIdPipe)(target, method, index);
    if (method === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, method)!;
    ApiParam({
      name,
      required: true,
      schema: { type: 'string', pattern: OBJECT_ID_PATTERN.source },
    })(target, method, descriptor);
  };
