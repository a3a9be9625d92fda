import type { ApiErrorBody } from '@shop/shared';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { env } from '@/config/env';

/*
 * The network of the unit tests. MSW answers the app's requests inside the test's process, so
 * the API modules, the client and its interceptors run as they do in the browser. A test gives
 * its answers with onApi (or server.use, for an address outside the API); setup.ts starts the
 * server and fails a test that asked for something it gave no answer for.
 */

const unanswered: string[] = [];

export const server = setupServer(
  // Last in line, after every answer a test gives: a request no test answered fails as with
  // the network down, and never leaves the process.
  http.all('*', ({ request }) => {
    unanswered.push(`${request.method} ${request.url}`);
    return HttpResponse.error();
  }),
);

/** The requests no answer was given for since the last call. */
export const takeUnanswered = (): string[] => unanswered.splice(0);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A method and a path under /api, with MSW's path syntax: 'DELETE /car/deleteCarAdmin/:id'. */
export type Route = `${Method} /${string}`;

/** A request the app sent, as a test checks it. */
export interface SentRequest {
  method: Method;
  /** The path under /api, as the app wrote it: '/car/deleteCarAdmin/c2'. */
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The session token the client sent (docs/behaviour.md, "Roles"), or null. */
  token: string | null;
  /** A JSON body parsed; a multipart body as FormData; else undefined. */
  body: unknown;
}

/** A JSON body (status 200) or a whole response. */
type Answer<Body> = Body | Response;

/**
 * What a route answers: a JSON body (status 200), or a function of the request giving one (or a
 * whole response). `Body` is the API's type of the answer, where the test names it.
 */
export type Reply<Body = unknown> =
  Answer<Body> | ((request: SentRequest) => Answer<Body> | Promise<Answer<Body>>);

async function sentRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
  const text = multipart ? '' : await request.clone().text();
  return {
    method: request.method as Method,
    path: url.pathname.slice(env.apiBaseUrl.length),
    query: Object.fromEntries(url.searchParams),
    token: request.headers.get('token'),
    body: multipart ? await request.clone().formData() : text ? JSON.parse(text) : undefined,
  };
}

const toResponse = (answer: unknown): Response =>
  answer instanceof Response ? answer : HttpResponse.json(answer as JsonBodyType);

/**
 * From here on in this test, `route` answers `replies` in turn, the last one again for every
 * request after; the newest onApi of a route wins. Returns the requests it answered, in order
 * (each is in the list before the app has its answer).
 */
export function onApi<Body = unknown>(
  route: Route,
  ...replies: Reply<NoInfer<Body>>[]
): SentRequest[] {
  const [method, path] = route.split(' ') as [Method, string];
  const requests: SentRequest[] = [];
  const handle = method.toLowerCase() as Lowercase<Method>;
  server.use(
    http[handle](`${env.apiBaseUrl}${path}`, async ({ request }) => {
      const sent = await sentRequest(request);
      const reply = replies[Math.min(requests.length, replies.length - 1)];
      requests.push(sent);
      return toResponse(
        typeof reply === 'function'
          ? await (reply as (request: SentRequest) => unknown)(sent)
          : (reply ?? null),
      );
    }),
  );
  return requests;
}

/** The bodies of `requests`, in order. */
export const bodiesOf = (requests: SentRequest[]): unknown[] =>
  requests.map((request) => request.body);

/** The API's error envelope (docs/architecture.md) with `status`. */
export const apiError =
  (status: number, message: string, more: Partial<ApiErrorBody> & Record<string, unknown> = {}) =>
  (): Response =>
    HttpResponse.json({ statusCode: status, message, ...more }, { status });

/** A failure without the API's envelope, as a proxy in between would answer. */
export const failure = (status: number) => (): Response =>
  new HttpResponse('<html>Something went wrong</html>', {
    status,
    headers: { 'content-type': 'text/html' },
  });

/** No answer at all: the network is down (the client tells "Network Error"). */
export const networkError = (): Response => HttpResponse.error();

/** An answer that never comes: the screen stays as it is while it waits. */
export const noAnswer = async (): Promise<Response> => {
  await delay('infinite');
  return HttpResponse.error();
};

/**
 * An answer the test gives when it wants, to look at the screen while a request is on its
 * way: `reply` is the route's reply, `answer(...)` lets it through.
 */
export function heldReply<Body = unknown>() {
  let answer: (reply: Answer<Body>) => void = () => {};
  const held = new Promise<Answer<Body>>((resolve) => (answer = resolve));
  return { reply: () => held, answer };
}

/** A multipart body's fields, each file by its name, a repeated field as a list. */
export function formFields(body: unknown): Record<string, string | string[]> {
  // The body is Node's FormData (MSW parses with it), not the page's: no instanceof.
  if (typeof (body as FormData | undefined)?.entries !== 'function') {
    throw new Error('The request was not multipart');
  }
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of (body as FormData).entries()) {
    const text = typeof value === 'string' ? value : value.name;
    const earlier = fields[name];
    fields[name] = earlier === undefined ? text : [earlier, text].flat();
  }
  return fields;
}
