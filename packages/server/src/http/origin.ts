// Cross-site request forgery: a request that changes something (the account routes, a new game,
// the WebSocket's upgrade, which carries the session cookie) must come from a page of this very
// server. Browsers send Origin on such requests, and Sec-Fetch-Site where they support it;
// a request with neither is not from a browser's page (a command-line client), and no cookie
// rides along with it unless its sender chose so.
import type { FastifyRequest } from 'fastify';

export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Why the request is refused as cross-site, or undefined when it is same-origin. */
export function crossSite(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin(request)) {
    return `requests from ${origin.slice(0, 80)} are not accepted here`;
  }
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return 'cross-site requests are not accepted';
  return undefined;
}
