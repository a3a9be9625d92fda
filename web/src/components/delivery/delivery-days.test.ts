import { describe, expect, it } from 'vitest';
import { deliveryDaysText } from './delivery-days';

const days = (language: 'en' | 'ar', minDays: number, maxDays: number) =>
  deliveryDaysText(language, { minDays, maxDays });

describe('delivery days', () => {
  it('say a range in English, and one number of days when the range is one day wide', () => {
    expect(days('en', 1, 2)).toBe('Delivery in 1–2 days');
    expect(days('en', 2, 4)).toBe('Delivery in 2–4 days');
    expect(days('en', 1, 1)).toBe('Delivery in 1 day');
    expect(days('en', 3, 3)).toBe('Delivery in 3 days');
    expect(days('en', 0, 0)).toBe('Delivery the same day');
  });

  it('agree in Arabic with their number: one and two in words, أيام to ten, يومًا from eleven', () => {
    expect(days('ar', 1, 2)).toBe('التوصيل خلال يوم إلى يومين');
    expect(days('ar', 1, 1)).toBe('التوصيل خلال يوم واحد');
    expect(days('ar', 2, 2)).toBe('التوصيل خلال يومين');
    expect(days('ar', 3, 3)).toBe('التوصيل خلال ٣ أيام');
    expect(days('ar', 10, 10)).toBe('التوصيل خلال ١٠ أيام');
    expect(days('ar', 11, 11)).toBe('التوصيل خلال ١١ يومًا');
    expect(days('ar', 2, 4)).toBe('التوصيل خلال ٢–٤ أيام');
    expect(days('ar', 1, 3)).toBe('التوصيل خلال ١–٣ أيام');
    // A range's noun agrees with its last number.
    expect(days('ar', 7, 14)).toBe('التوصيل خلال ٧–١٤ يومًا');
    expect(days('ar', 90, 100)).toBe('التوصيل خلال ٩٠–١٠٠ يوم');
    // خلال is "within": from the same day, the last number says it.
    expect(days('ar', 0, 2)).toBe('التوصيل خلال يومين');
    expect(days('ar', 0, 5)).toBe('التوصيل خلال ٥ أيام');
    expect(days('ar', 0, 0)).toBe('التوصيل في اليوم نفسه');
  });
});
