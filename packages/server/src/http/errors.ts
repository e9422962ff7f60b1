// HTTP refusals: a status and a JSON body `{error, message}` whose `error` is a code from the
// protocol's closed list (HTTP_ERROR_CODES), so that a client reads the code, not the text.
import type { HttpErrorCode } from '@ludus/protocol';
import type { FastifyReply } from 'fastify';

const STATUS: Readonly<Record<HttpErrorCode, number>> = {
  'bad-request': 400,
  unauthenticated: 401,
  'cross-site': 403,
  'name-taken': 409,
  'bad-credentials': 401,
  'not-found': 404,
  'not-finished': 409,
  'registered-only': 403,
  'rate-limited': 429,
  unavailable: 503,
  internal: 500,
};

export function refuse(reply: FastifyReply, error: HttpErrorCode, message: string): FastifyReply {
  return reply.code(STATUS[error]).send({ error, message: message.slice(0, 200) });
}
