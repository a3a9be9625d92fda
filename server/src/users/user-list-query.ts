import { IntersectionType } from '@nestjs/swagger';
import type { FilterQuery } from 'mongoose';
import { trusted } from 'mongoose';
import type { UserListQuery } from '@shop/shared';
import { PageQueryDto, SearchTextQueryDto } from '../common/list-queries';
import { ShapeOf } from '../common/shape-of';
import { hasWordStarting, startsWith } from '../text/regex-filters';
import type { User } from './schemas/user.schema';

/** `GET /api/user/allUsers?search=&page=&limit=`. */
@ShapeOf<UserListQuery>()
export class UserListQueryDto extends IntersectionType(SearchTextQueryDto, PageQueryDto) {}

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
      { mobile: startsWith(search) },
    ]),
  };
}
