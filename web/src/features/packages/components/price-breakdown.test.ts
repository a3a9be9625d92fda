import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './price-breakdown';

describe("a package's price", () => {
  it('saves what its parts and labour cost beyond it', () => {
    expect(priceBreakdown({ price: 599, partsPrice: 448.5, labourPrice: 250 })).toEqual({
      parts: 448.5,
      labour: 250,
      separately: 698.5,
      saving: 99.5,
    });
  });

  it('saves nothing when it costs as much as its parts and labour, or more', () => {
    expect(priceBreakdown({ price: 698.5, partsPrice: 448.5, labourPrice: 250 })).toEqual({
      parts: 448.5,
      labour: 250,
      separately: 698.5,
    });
  });

  it('covers labour and service with what it asks beyond its parts, when no labour is named', () => {
    expect(priceBreakdown({ price: 599, partsPrice: 248 })).toEqual({
      parts: 248,
      labourCovered: 351,
      separately: 248,
    });
  });

  it('saves on its parts alone when it costs less than they do', () => {
    expect(priceBreakdown({ price: 200, partsPrice: 248.1 })).toEqual({
      parts: 248.1,
      separately: 248.1,
      saving: 48.1,
    });
  });
});
