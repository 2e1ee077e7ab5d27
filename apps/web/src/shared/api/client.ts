import type { ApiError } from '@shop/contracts';
import type { z } from 'zod';
import { i18next } from '../i18n';
import { useSession } from '../session/store';
import { ApiRequestError } from './errors';

export { ApiRequestError, serverMessage } from './errors';

const API_TIMEOUT_MS = 30_000;

/**
 * Checking every answer against its contract costs a parse per request: development and the tests pay it so
 * a server and a web that drift apart fail loudly; production trusts the server it ships with.
 */
const checkAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => undefined;
/** The app decides where a 401 leads (the sign-in page); the client only clears the stored user. */
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as the raw body with its own content type (admin uploads) instead of JSON. */
  file?: Blob;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The contract's schema of a successful answer: it types the result, and is checked outside production. The
 * storefront's hooks pass `contract('productListSchema')` instead, a function importing it: production never
 * calls it, so zod stays out of the storefront's first load (docs/decisions/0008-initial-js-budget.md).
 */
export type AnswerSchema<S extends z.ZodType> = S | (() => Promise<S>);

type Contracts = typeof import('@shop/contracts');
type SchemaName = { [K in keyof Contracts]: Contracts[K] extends z.ZodType ? K : never }[keyof Contracts];

/** A contract schema loaded only when an answer is checked (development and tests). */
export function contract<K extends SchemaName>(name: K): () => Promise<Contracts[K]> {
  return () => import('./schemas').then((contracts) => contracts[name]);
}

export interface ParsedRequestOptions<S extends z.ZodType> extends RequestOptions {
  schema: AnswerSchema<S>;
}

/** The shared client: JSON, credentials, the bearer token of userInfo, a 30 s time-out, the UI language. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ParsedRequestOptions<S>,
): Promise<z.output<S>>;
export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest(
  path: string,
  options: RequestOptions & { schema?: AnswerSchema<z.ZodType> } = {},
): Promise<unknown> {
  const token = useSession.getState().userInfo?.token;
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18next.language };
  if (options.file) headers['content-type'] = options.file.type;
  else if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal,
    });
  } catch {
    // The transport's own text ("Failed to fetch", "NetworkError…") differs per browser and is never
    // translated: show ours, in the interface language.
    if (timeout.aborted) throw new ApiRequestError(i18next.t('common:errors.timeout'), 0, 'timeout');
    throw new ApiRequestError(i18next.t('common:errors.network'), 0, 'network');
  }

  const text = await response.text();
  const payload: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (response.status === 401 && token) {
      useSession.getState().clearUser();
      onUnauthorized();
    }
    const error = (payload ?? {}) as Partial<ApiError>;
    throw new ApiRequestError(
      error.message ?? (response.statusText || i18next.t('common:errors.generic')),
      response.status,
      error.code ?? 'http',
      error.details,
      typeof error.message === 'string' && error.message.trim() !== '',
    );
  }
  if (options.schema && checkAnswers) {
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    checkAnswer(path, schema, payload, response.status);
  }
  return payload;
}

/**
 * Throws when an answer does not match its contract. The answer itself is returned untouched (not the parsed
 * copy, which drops unknown fields), so the app behaves the same whether the check runs or not.
 */
function checkAnswer(path: string, schema: z.ZodType, payload: unknown, status: number): void {
  const result = schema.safeParse(payload);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ApiRequestError(
    `${path} answered outside its contract: ${issues.join('; ')}`,
    status,
    'contract',
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
