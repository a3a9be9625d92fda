import { declaredError } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { ShopError } from './shop-error';

/** The API's paths: a method one of them does not take answers 405, anything else 404. */
const API_PATHS = /^\/api(\/|$)/;

/**
 * Which methods each of the API's paths takes, learnt from fastify as the routes are added (so
 * call it before they are), to answer a method a path does not take with 405 and `Allow`
 * (RFC 9110 §15.5.6) rather than 404. The lookup is a router of its own with fastify's, so a
 * path matches here as it would there.
 */
export class AllowedMethods {
  private readonly router = FindMyWay({ ignoreTrailingSlash: true });
  private readonly methods = new Set<HTTPMethod>();

  constructor(fastify: FastifyInstance) {
    fastify.addHook('onRoute', ({ url, method }) => {
      if (!API_PATHS.test(url)) return;
      for (const one of [method].flat() as HTTPMethod[]) {
        this.methods.add(one);
        this.router.on(one, url, () => undefined);
      }
    });
  }

  /**
   * What to answer for `thrown`: for a request no route took (fastify's 404), whose path takes
   * other methods, 405 — before whatever its body or headers would be refused for, since no
   * route would read them — and anything else as it is.
   */
  refusalOf(request: FastifyRequest, thrown: unknown): unknown {
    if (!request.is404) return thrown;
    const path = request.url.split('?')[0];
    const allowed = [...this.methods].filter((method) => this.router.find(method, path));
    if (allowed.length === 0) return thrown;
    return new ShopError(declaredError('METHOD_NOT_ALLOWED'), {
      headers: { Allow: allowed.join(', ') },
    });
  }
}
