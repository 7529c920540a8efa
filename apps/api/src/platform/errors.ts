import { type ApiErrorBody, type ErrorCode, errorCatalogue, messages } from '@here-and-there/contracts';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { App } from './http.ts';

/** An expected failure of a use case; its code decides the HTTP status (see contracts `errorCatalogue`). */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string[]>;
  /** For a refusal over a limit: when the caller may try again (the `retry-after` header). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? errorCatalogue[code].message);
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The headers the answer carries beside the body. */
  get headers(): Record<string, string> {
    return this.retryAfterSeconds === undefined ? {} : { 'retry-after': String(Math.max(1, this.retryAfterSeconds)) };
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

/** A validation failure on named fields, in the spec's words. */
export function fieldError(fields: Record<string, string[]>): DomainError {
  return new DomainError('validation_failed', { fields });
}

/**
 * Parses input with a contracts schema, or throws the validation failure with each field's
 * messages: for bodies the route cannot hand to Fastify's validator (multipart forms).
 */
export function parseFields<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'non_field_errors';
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  throw fieldError(fields);
}

/** Fastify's own error codes for bad requests, mapped onto ours. */
const frameworkErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_VALIDATION: 'validation_failed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
};

/**
 * Every error leaves the server as `{code, message, fields?}` (DESIGN §4):
 * domain errors with their status, bad input as 4xx, anything unexpected as a 500 that leaks nothing.
 */
export function installErrorHandlers(app: App) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return reply.status(error.status).headers(error.headers).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        fields[field] = [...(fields[field] ?? []), issue.message ?? messages.fieldsIncorrect];
      }
      return reply.status(400).send(new DomainError('validation_failed', { fields }).toBody());
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 'rate_limited', message: messages.tooManyRequests } satisfies ApiErrorBody);
    }
    const mapped = error.code ? frameworkErrors[error.code] : undefined;
    if (mapped || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      const code = mapped ?? 'bad_request';
      const status = mapped ? errorCatalogue[code].status : error.statusCode!;
      const message =
        code === 'bad_request' ? `The request could not be read: ${error.message}` : errorCatalogue[code].message;
      return reply.status(status).send({ code, message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(new DomainError('internal').toBody());
  });
}

/** The 404 body for unknown API routes. */
export function notFoundBody(): ApiErrorBody {
  return { code: 'not_found', message: errorCatalogue.not_found.message };
}
