import type { ApiError } from '@shop/contracts';
import type { ErrorCode, Language, TranslationKey, ValidationCode } from '@shop/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from './db/errors';
import { hasTranslation, translate } from './i18n';

/** An expected failure: a status, a stable code (a key of the errors namespace) and interpolation params. */
export class AppError extends Error {
  /** Extra response headers (e.g. Retry-After on a 429). */
  headers: Record<string, string | number> = {};

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: ApiError['details'],
  ) {
    super(code);
  }
}

export const notFound = (code: ErrorCode = 'notFound') => new AppError(404, code);
export const badRequest = (code: ErrorCode = 'badRequest', params?: Record<string, string | number>) =>
  new AppError(400, code, params);
export const unauthorized = (code: ErrorCode = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(403, code);
export const conflict = (code: ErrorCode) => new AppError(409, code);
/** 429 with Retry-After; the message says seconds or minutes depending on the wait. */
export function tooManyRequests(seconds: number): AppError {
  const error = new AppError(429, 'rateLimited', { seconds });
  error.headers['retry-after'] = seconds;
  return error;
}

/** The shape fastify-type-provider-zod gives each zod issue (keyword is the zod issue code). */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: { minimum?: unknown; maximum?: unknown; divisor?: unknown; keys?: string[] };
}

/** The zod issue code, except that a missing value (zod: "expected string, received undefined") is `required`. */
function issueCode(issue: ValidationIssue): ValidationCode {
  if (issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message)) return 'required';
  return (
    hasTranslation(`validation:${issue.keyword}`, 'validation') ? issue.keyword : 'custom'
  ) as ValidationCode;
}

/** The field a path names, as a sentence says it: its label, or its own key when it has none. */
function fieldName(segments: string[], language: Language): string | undefined {
  const field = segments.findLast((segment) => !/^\d+$/.test(segment));
  if (field === undefined) return undefined;
  return hasTranslation(`fields:${field}`, 'fields')
    ? translate(language, `fields:${field}` as TranslationKey)
    : field;
}

/**
 * Zod issues become translated details, each naming its field ("Reason: this field is required."). A
 * schema may carry an error key as its message (e.g. `home.newsletter.validation.required`); the first such
 * key becomes the answer's code, otherwise the code is `validation` and the message is the first detail's.
 */
function validationError(issues: ValidationIssue[], context: string, language: Language): ApiError {
  const details = issues.map((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const path = [context, ...segments].join('.');
    const key = /^[\w.]+$/.test(issue.message) && hasTranslation(issue.message) ? issue.message : undefined;
    const code = key ?? issueCode(issue);
    const text = key
      ? translate(language, key)
      : translate(language, `validation:${code as ValidationCode}`, {
          minimum: String(issue.params.minimum ?? ''),
          maximum: String(issue.params.maximum ?? ''),
          divisor: String(issue.params.divisor ?? ''),
          keys: (issue.params.keys ?? []).join(', '),
        });
    // A schema's own key is a whole sentence already; a generic text gets its field's name. An issue of the
    // whole body or query (unknown keys) names its keys in its own text.
    const field = key ? undefined : fieldName(segments, language);
    const message = field ? translate(language, 'validationField', { field, message: text }) : text;
    return { path, message, code };
  });
  const keyed = details.find((detail) => hasTranslation(detail.code));
  const code = keyed?.code ?? 'validation';
  const message = keyed?.message ?? details[0]?.message ?? translate(language, 'validation');
  return { code, message, details };
}

/** "Try again in N seconds" for short waits, in minutes (rounded up) beyond 90 seconds. */
function rateLimitedMessage(language: Language, seconds: number): string {
  return seconds > 90
    ? translate(language, 'rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) })
    : translate(language, 'rateLimited', { seconds });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language;
    if (error instanceof AppError) {
      const message =
        error.code === 'rateLimited'
          ? rateLimitedMessage(language, Number(error.params.seconds))
          : translate(language, error.code, error.params);
      const body: ApiError = { code: error.code, message };
      if (error.details) body.details = error.details;
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      return reply.status(400).send(validationError(issues, error.validationContext ?? 'body', language));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 1)));
      return reply.status(429).send({ code: 'rateLimited', message: rateLimitedMessage(language, seconds) });
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'payloadTooLarge' : status === 415 ? 'unsupportedMediaType' : 'badRequest';
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ code, message: translate(language, code) });
    }
    if (isDatabaseUnreachable(error)) {
      // The pool reconnects by itself on the next query: the client only needs to come back shortly.
      request.log.error({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'databaseUnavailable', message: translate(language, 'databaseUnavailable') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: translate(language, 'internal') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'routeNotFound', message: translate(request.language, 'routeNotFound') });
  });
}
