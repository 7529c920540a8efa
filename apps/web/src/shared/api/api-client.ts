import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';
import { sessionToken } from './session-token.store.ts';

export const apiBasePath = '/thr/v1/api';

/** Where the API answers: the page's own origin in a browser, the server itself where it draws a page (server/render-page.tsx). */
let apiOrigin = '';
export const setApiOrigin = (origin: string) => {
  apiOrigin = origin;
};

/** `path?name=value…` with the empty filters left out, as the list calls expect. */
export function pathWithQuery(path: string, query: object) {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') parameters.set(name, String(value));
  }
  return `${path}?${parameters}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** Send the bearer token; on by default, off for calls that must work signed out. */
  authenticated?: boolean;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

let onUnauthorized: () => void = () => {};

/** The session registers how to sign out, so the client does not depend on the router or the cache. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

const buildHeaders = (hasJsonBody: boolean, authenticated: boolean) => {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': i18n.language ?? 'en' });
  // A FormData body sets its own multipart content type, boundary included.
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const token = sessionToken.get();
  if (authenticated && token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

async function send(url: string, options: RequestOptions): Promise<Response> {
  const { body } = options;
  const hasJsonBody = body !== undefined && !(body instanceof FormData);
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers: buildHeaders(hasJsonBody, options.authenticated ?? true),
      body: body instanceof FormData ? body : hasJsonBody ? JSON.stringify(body) : undefined,
      signal: options.signal,
      credentials: options.credentials ?? 'same-origin',
    });
  } catch (cause) {
    throw ApiError.network(cause);
  }
}

const readJson = async <T>(response: Response): Promise<T> =>
  (response.status === 204 ? undefined : await response.json().catch(() => undefined)) as T;

/** A call to the domain API; any 401 there means the session is gone, so the member is signed out. */
async function sendToApi(path: string, options: RequestOptions): Promise<Response> {
  const response = await send(`${apiOrigin}${apiBasePath}${path}`, options);
  if (!response.ok) {
    const error = await ApiError.fromResponse(response);
    if (response.status === 401 && (options.authenticated ?? true) && sessionToken.get()) onUnauthorized();
    throw error;
  }
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return readJson<T>(await sendToApi(path, options));
}

/** A file the domain API answers with (an event's `.ics`), asked for as the member, signed in or not. */
export async function apiFile(path: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<Blob> {
  return (await sendToApi(path, options)).blob();
}

/** A call to the identity server (`/auth/*`); its answers carry the token in a response header. */
export async function identityRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await send(`/auth${path}`, { authenticated: false, ...options });
  if (!response.ok) throw await ApiError.fromResponse(response);
  return { data: await readJson<T>(response), headers: response.headers };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
