import type { ApiError } from '@shop/contracts';
import { i18next } from '../i18n';
import { useSession } from '../session/store';
import { ApiRequestError } from './errors';

export { ApiRequestError, serverMessage } from './errors';

const API_TIMEOUT_MS = 30_000;

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

/** The shared client: JSON, credentials, the bearer token of userInfo, a 30 s time-out, the UI language. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
  return payload as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
