import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import type { MessageListQuery } from '@shop/shared';
import { IsBoolean, IsOptional } from 'class-validator';
import { type FilterQuery, trusted } from 'mongoose';
import { ToBoolean } from '../common/form-values';
import { PageQueryDto, SearchTextQueryDto } from '../common/list-queries';
import { ShapeOf } from '../common/shape-of';
import { because } from '../common/shop-error';
import { hasWordStarting, startsWith } from '../text/regex-filters';
import type { ContactMessage } from './message.schema';

/** `GET /api/message?search=&answered=&page=&limit=`. */
@ShapeOf<MessageListQuery>()
export class MessageListQueryDto extends IntersectionType(SearchTextQueryDto, PageQueryDto) {
  @ApiPropertyOptional({
    description: 'true: only the messages marked answered; false: the others',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'answered' }))
  answered?: boolean;
}

/**
 * The messages a query asks for: a word of the sender's name or of the message starting with
 * `search`, or the sender's email starting with it; answered or not (messages kept before the
 * mark existed were given `answered: false`, migration 009).
 */
export function messageListFilter({
  search,
  answered,
}: MessageListQuery): FilterQuery<ContactMessage> {
  const filter: FilterQuery<ContactMessage> = {};
  if (answered !== undefined) filter.answered = answered;
  if (search) {
    filter.$or = trusted([
      { name: hasWordStarting(search) },
      { email: startsWith(search.toLowerCase()) },
      { description: hasWordStarting(search) },
    ]);
  }
  return filter;
}
