import { useCallback } from 'react';
import { useI18n } from '@/i18n';
import { yearProblem } from '../components/fitment-rules';

interface YearRuleOptions {
  /** The year it may not be before (the first year of a range). */
  from?: () => number | null | undefined;
  /** An empty field passes. */
  optional?: boolean;
}

/**
 * The form rule of a model-year field: a whole year within `range` (fitment-rules' yearProblem),
 * told in the admin's language with the range's years.
 */
export function useYearRule() {
  const { t, formatYear } = useI18n();
  return useCallback(
    (range: { from: number; to: number }, { from, optional = false }: YearRuleOptions = {}) => ({
      validator: async (_: unknown, year: number | null | undefined) => {
        if (optional && year == null) return;
        const problem = yearProblem(year, range, from?.());
        if (!problem) return;
        throw new Error(
          t(problem)
            .replace('{from}', formatYear(range.from))
            .replace('{to}', formatYear(range.to)),
        );
      },
    }),
    [t, formatYear],
  );
}
