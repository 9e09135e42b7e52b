import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@adlaunch/shared';
import { HttpError } from './http-error';

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
  FST_ERR_CTP_INVALID_TYPE: 'The request has an invalid content type.',
};

/** No input may produce a 500: every refusal is a 4xx JSON body with a message, and no stack trace ever leaves. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FRIENDLY[error.code] ??
        (error.name === 'SyntaxError'
          ? 'The request body is not valid JSON.'
          : status === 429
            ? 'Too many requests. Please wait a moment and try again.'
            : error.message) ??
        'The request is not valid.';
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: MESSAGES.genericError });
  });
}
