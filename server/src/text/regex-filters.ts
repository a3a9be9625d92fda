import { trusted } from 'mongoose';

/** `text` with every regex character taken literally: no query builds a pattern from raw input. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Values that start with `text` (an anchored pattern, which an index on the field serves). */
export const startsWith = (text: string) => trusted({ $regex: `^${escapeRegex(text)}` });

/** Values with a word starting with `text`, in any case (for names: "sara" finds "Al Sara"). */
export const hasWordStarting = (text: string) =>
  trusted({ $regex: `(?:^|\\s)${escapeRegex(text)}`, $options: 'i' });
