import { ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_PAGE_LIMIT, type PageQuery, type SearchTextQuery } from '@shop/shared';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToWholeNumber, Trimmed } from './form-values';
import { ShapeOf } from './shape-of';
import { because } from './shop-error';

/*
 * How a listing is asked for (the query types of @shop/shared api/queries.ts) and answered: the
 * one implementation of paging behind every list of the API and every back-office table.
 */

/** The last page a listing serves: far beyond any catalog, and a bound on the skip it costs. */
const MAX_PAGE = 10_000;

/**
 * `?page=&limit=`: without them a listing answers in full (docs/decisions.md). Each is written in
 * plain decimal digits, as the document's `integer` says: `?page=0x2` is no page number.
 */
@ShapeOf<PageQuery>()
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, description: 'Page number, from 1' })
  @IsOptional()
  @ToWholeNumber()
  @IsInt(because('NUMBER_INVALID', 'plain', { field: 'page' }))
  @Min(1, because('VALUE_TOO_SMALL', { field: 'page', min: 1 }))
  @Max(MAX_PAGE, because('VALUE_TOO_LARGE', 'plain', { field: 'page', max: MAX_PAGE }))
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_LIMIT, description: 'Items per page' })
  @IsOptional()
  @ToWholeNumber()
  @IsInt(because('NUMBER_INVALID', 'plain', { field: 'limit' }))
  @Min(1, because('VALUE_TOO_SMALL', { field: 'limit', min: 1 }))
  @Max(MAX_PAGE_LIMIT, because('VALUE_TOO_LARGE', 'plain', { field: 'limit', max: MAX_PAGE_LIMIT }))
  limit?: number;
}

/** `?search=`: the words a back-office list is searched by. */
@ShapeOf<SearchTextQuery>()
export class SearchTextQueryDto {
  @ApiPropertyOptional({ description: 'Text to look for', maxLength: 100 })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'search' }))
  @MaxLength(100, because('TEXT_TOO_LONG', { field: 'search', max: 100 }))
  search?: string;
}

/** The slice of a listing a page asks for. */
export interface PageWindow {
  skip: number;
  limit: number;
}

/** The slice a page query asks for, or undefined when it asks for the whole list. */
export function pageWindow({ page, limit }: PageQuery): PageWindow | undefined {
  if (page === undefined && limit === undefined) return undefined;
  const size = limit ?? 20;
  return { skip: ((page ?? 1) - 1) * size, limit: size };
}

/**
 * A listing as the API answers it: the whole list, or with ?page=/?limit= one page and the total.
 * `find` reads the items (of the window, if any) and `count` counts them all, at the same time.
 */
export async function listing<T>(
  query: PageQuery,
  find: (window?: PageWindow) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ items: T[]; total?: number }> {
  const window = pageWindow(query);
  if (!window) return { items: await find() };
  const [items, total] = await Promise.all([find(window), count()]);
  return { items, total };
}
