import { type ApiErrorBody, type ErrorCode, errorCatalogue, messages } from '@here-and-there/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { unprintableFields } from '../../platform/request-guards.ts';
import { hasWebBuild, isPageNavigation } from '../../platform/web-app.ts';
import { authFor } from './auth.ts';
import { betterAuthRequestLimiter } from './request-limits.ts';

/** Better Auth's error codes that the web app shows, answered in our codes and the spec's words. */
const translatedErrors: Record<string, { code: ErrorCode; fields?: Record<string, string[]> }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'auth.credentials_incorrect' },
  INVALID_TOKEN: { code: 'auth.link_invalid' },
  INVALID_EMAIL: { code: 'validation_failed', fields: { email: [messages.invalidEmail] } },
  INVALID_PHONE_NUMBER: { code: 'validation_failed', fields: { phoneNumber: [messages.invalidPhone] } },
  // Another member took the number between our check and Better Auth's.
  PHONE_NUMBER_EXIST: { code: 'phone.already_verified_by_another_member' },
  VALIDATION_ERROR: { code: 'validation_failed' },
};

function toFetchRequest(request: FastifyRequest, publicUrl: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  if (hasBody) headers.delete('content-length');
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    // Fastify has parsed the JSON already; Better Auth parses it again from the text.
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Our code for each status Better Auth answers with a code of its own that the app does not show. */
const codesByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const readErrorCode = async (response: Response) => {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : '';
};

/**
 * Every failure of Better Auth in the API's error shape (DESIGN §4): the codes the app shows in
 * ours and the spec's words, any other by its status (a 422 is a bad request; a 5xx is logged).
 */
async function translateError(
  request: FastifyRequest,
  response: Response,
): Promise<{ status: number; body: ApiErrorBody } | undefined> {
  if (response.status < 400) return undefined;
  const betterAuthCode = await readErrorCode(response);
  // Our use cases inside Better Auth's endpoints (phone codes) answer in our shape already.
  if (betterAuthCode in errorCatalogue) return undefined;
  const translated = translatedErrors[betterAuthCode];
  if (response.status >= 500) request.log.error({ betterAuthCode, status: response.status }, 'identity server failed');
  const code =
    translated?.code ?? codesByStatus[response.status] ?? (response.status >= 500 ? 'internal' : 'bad_request');
  const { status, message } = errorCatalogue[code];
  return { status, body: { code, message, ...(translated?.fields ? { fields: translated.fields } : {}) } };
}

async function sendFetchResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  const translated = await translateError(request, response);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || (translated && name === 'content-length')) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (translated) return reply.status(translated.status).send(translated.body);
  reply.status(response.status);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * Mounts Better Auth at `/auth/*`. The web app's own pages share the prefix (`/auth/login`,
 * `/auth/impersonate`, …): a page navigation that Better Auth does not know gets the web app's page.
 */
export function registerAuthRoutes(app: App, context: AppContext) {
  const auth = authFor(context);
  const servesWebApp = hasWebBuild(context.config.webDistDir);
  const limiter = betterAuthRequestLimiter(app, context);
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    preHandler: limiter.preHandler,
    onSend: limiter.onSend,
    async handler(request, reply) {
      // Better Auth reads these without our contracts: control characters are refused here as there.
      const unprintable = { ...unprintableFields(request.query), ...unprintableFields(request.body) };
      if (Object.keys(unprintable).length > 0) throw fieldError(unprintable);
      const response = await auth.handler(toFetchRequest(request, context.config.publicUrl));
      const isUnknownPath = response.status === 404 || response.status === 405;
      if (isUnknownPath && servesWebApp && isPageNavigation(request)) return reply.callNotFound();
      return sendFetchResponse(request, reply, response);
    },
  });
}
