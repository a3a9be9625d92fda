import { IntersectionType } from '@nestjs/swagger';
import type { FilterQuery } from 'mongoose';
import { trusted } from 'mongoose';
import { SAUDI_CALLING_CODE, westernDigits, type UserListQuery } from '@shop/shared';
import { PageQueryDto, SearchTextQueryDto } from '../common/list-queries';
import { ShapeOf } from '../common/shape-of';
import { hasWordStarting, startsWith } from '../text/regex-filters';
import type { User } from './schemas/user.schema';

/** `GET /api/user/allUsers?search=&page=&limit=`. */
@ShapeOf<UserListQuery>()
export class UserListQueryDto extends IntersectionType(SearchTextQueryDto, PageQueryDto) {}

/**
 * The start of a kept mobile that `search` may be: digits typed in Arabic-Indic read as 0-9, and
 * a Saudi mobile's local start (05…) as its international one (+9665…), as mobiles are kept.
 */
const mobileStart = (search: string): string => {
  const digits = westernDigits(search);
  return /^0\d+$/.test(digits) ? `${SAUDI_CALLING_CODE}${digits.slice(1)}` : digits;
};

/**
 * Users whose name has a word starting with `search`, or whose email or mobile starts with it
 * (email and mobile have unique indexes, which anchored patterns use); everyone without one.
 */
export function userListFilter(search?: string): FilterQuery<User> {
  if (!search) return {};
  return {
    $or: trusted([
      { name: hasWordStarting(search) },
      { email: startsWith(search.toLowerCase()) },
      { mobile: startsWith(mobileStart(search)) },
    ]),
  };
}
