import { PipeTransform } from '@nestjs/common';
import { isValidObjectId } from 'mongoose';
import { shopError } from './shop-error';

/** Route ids must be MongoDB ObjectIds; anything else is the client's mistake (400), not a 404. */
export class ObjectIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !/^[a-f0-9]{24}$/i.test(value) || !isValidObjectId(value)) {
      throw shopError('ID_INVALID');
    }
    return value;
  }
}
