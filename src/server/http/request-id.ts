/**
 * Every request has an id: the one a proxy or client sent in X-Request-Id when it is a short
 * plain token, otherwise a new one. It is sent back in the same header and carried by every
 * log line the request causes.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits and `._:-`, at most 64: nothing that could forge or break a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && ACCEPTED_ID.test(given) ? given : crypto.randomUUID();
}
