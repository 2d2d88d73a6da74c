import type { ErrorResponse } from '@larder/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

function errorJson(code: ErrorResponse['error']['code'], message: string): string {
  return JSON.stringify({ error: { code, message } } satisfies ErrorResponse);
}

/**
 * Answers errors Fastify raises before routing (a malformed URL, a path parameter over its length) in our
 * JSON shape; Fastify's own body would be `{ error, message, statusCode }`.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send(errorJson('BAD_REQUEST', 'The request could not be understood.'));
}

/** Node's status for a request its HTTP parser refused, as Node's own server would choose it. */
function clientErrorOf(code: string | undefined): { status: number; body: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      body: errorJson('HEADERS_TOO_LARGE', 'The request URL or its headers are too large.'),
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: errorJson('REQUEST_TIMEOUT', 'The request took too long to arrive.') };
  }
  return { status: 400, body: errorJson('BAD_REQUEST', 'The request could not be understood.') };
}

/**
 * Answers requests Node's HTTP parser refuses before Fastify sees them (a URL or headers over 16 KB, a
 * malformed request line, a request that never finished arriving) in our JSON shape, then closes the
 * connection, whose state the parser can no longer trust. Bound to the Fastify instance by Fastify.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorOf(error.code);
  this.log.debug({ err: error, status }, 'request refused by the HTTP parser');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
