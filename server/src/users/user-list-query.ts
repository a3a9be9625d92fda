import { IntersectionType } from '@nestjs/swagger';
import type { FilterQuery } from 'mongoose';
import { trusted } from 'mongoose';
import { PageQuery } from '../common/pagination';
import { SearchTextQuery } from '../common/search-text';
import { hasWordStarting, startsWith } from '../text/regex-filters';
import type { User } from './schemas/user.schema';

/** `GET /api/user/allUsers?search=&page=&limit=`. */
export class UserListQuery extends IntersectionType(SearchTextQuery, PageQuery) {}

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
