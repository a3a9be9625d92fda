/** An entry of the vehicle catalog as a select offers it: found by its English or Arabic name. */
export interface CatalogOption {
  value: string;
  label: string;
  /** Both names, lower-cased, for the typed text to be found in. */
  search: string;
}

export const catalogOption = (
  entry: { name: string; nameAr?: string },
  value: string,
  label: string,
): CatalogOption => ({ value, label, search: `${entry.name} ${entry.nameAr ?? ''}`.toLowerCase() });

/** A select's filterOption: the option's names hold what was typed. */
export const matchesTyped = (typed: string, option?: CatalogOption): boolean =>
  Boolean(option?.search.includes(typed.trim().toLowerCase()));
