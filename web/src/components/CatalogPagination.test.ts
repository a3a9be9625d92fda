import { describe, expect, it } from 'vitest';
import { pageRow } from './CatalogPagination';

describe('the row of pages', () => {
  it('shows every page of a short list', () => {
    expect(pageRow(1, 2)).toEqual([1, 2]);
    expect(pageRow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the current page with its neighbours, gaps between', () => {
    expect(pageRow(1, 417)).toEqual([1, 2, 'gap', 417]);
    expect(pageRow(200, 417)).toEqual([1, 'gap', 199, 200, 201, 'gap', 417]);
    expect(pageRow(417, 417)).toEqual([1, 'gap', 416, 417]);
  });

  it('shows a single left-out page rather than a gap', () => {
    expect(pageRow(4, 417)).toEqual([1, 2, 3, 4, 5, 'gap', 417]);
    expect(pageRow(414, 417)).toEqual([1, 'gap', 413, 414, 415, 416, 417]);
  });
});
