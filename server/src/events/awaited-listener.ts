import type { OnEvent } from '@nestjs/event-emitter';

/**
 * How a listener that is part of a change is declared: `emitAsync` waits for it (async, promisify)
 * and its error rejects the emit (the library would otherwise log it and carry on), so the
 * change fails instead of leaving half of it done.
 */
export const AWAITED_LISTENER = {
  async: true,
  promisify: true,
  suppressErrors: false,
} as const satisfies Parameters<typeof OnEvent>[1];
