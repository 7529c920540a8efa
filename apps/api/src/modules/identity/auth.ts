import { randomUUID } from 'node:crypto';
import {
  errorCatalogue,
  messages,
  passwordMinLength,
  password as passwordRule,
  smsCodeLength,
} from '@here-and-there/contracts';
import {
  type BetterAuthPlugin,
  betterAuth,
  type GenericEndpointContext,
  getCurrentAdapter,
  type User,
} from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import type { Config } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { nativeAppOrigins } from '../../platform/security.ts';
import { splitFullName, userTypeForNewMember } from '../users/index.ts';
// Better Auth's adapter needs the table itself to write profiles inside its transactions.
import { members } from '../users/users.table.ts';
import { deliverInBackground } from './delivery.ts';
import { accountFactsOf } from './identities.ts';
import { authAccounts, authSessions, authUsers, authVerifications } from './identity.table.ts';
import { passwordResetTokenLifetimeSeconds, sessionLifetimeSeconds, sessionRenewalAgeSeconds } from './limits.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { sendPasswordResetEmail } from './password-reset.service.ts';
import { isE164PhoneNumber, type PhoneCodePurpose, sendPhoneCode, verifyPhoneCode } from './phone-login.service.ts';

/** SPEC §7: Google sign-in also asks to read calendar events and mail, for trips found there. */
const googleScopes = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/calendar.events.readonly',
  'https://www.googleapis.com/auth/gmail.readonly',
];

/** The Vite dev server, which calls the API from its own origin in `npm run dev`. */
const viteDevOrigin = 'http://localhost:5173';

/**
 * The origins whose calls Better Auth accepts: the public address and the native apps. In
 * development also the Vite dev server and the address the app is being served at, so that it
 * works opened at 127.0.0.1 or the machine's LAN address as well as at PUBLIC_URL: the origin of
 * the request's own host is the same origin, which a page on another site cannot claim.
 */
function trustedOriginsFor(config: Config) {
  const origins = [new URL(config.publicUrl).origin, ...nativeAppOrigins];
  if (config.env !== 'development') return origins;
  return (request?: Request) => {
    const host = request?.headers.get('host');
    return [...origins, viteDevOrigin, ...(host ? [`http://${host}`] : [])];
  };
}

/**
 * Tells Better Auth about the `members` table, so that a social sign-up can write the profile
 * through the adapter of Better Auth's own transaction (see `createProfileForSocialAccount`).
 */
const memberProfiles = {
  id: 'member-profiles',
  schema: {
    member: {
      modelName: 'members',
      fields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        userType: { type: 'string', required: true },
      },
    },
  },
} satisfies BetterAuthPlugin;

/** Our use cases speak in DomainErrors; inside a Better Auth endpoint they must become APIErrors. */
async function asBetterAuthErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) {
      throw new APIError(errorCatalogue[error.code].status, { ...error.toBody() }, error.headers);
    }
    throw error;
  }
}

/** The digit rule of SPEC §5, which Better Auth's length check alone does not cover. */
function assertPasswordRule(newPassword: unknown) {
  const result = passwordRule.safeParse(newPassword);
  if (result.success) return;
  throw new APIError('BAD_REQUEST', {
    code: 'validation_failed',
    message: messages.fieldsIncorrect,
    fields: { newPassword: result.error.issues.map((issue) => issue.message) },
  });
}

/** A signed-in caller proves a number is theirs; anyone else signs in with it. */
async function phoneCodePurpose(ctx: GenericEndpointContext | undefined): Promise<PhoneCodePurpose> {
  const session = ctx ? await getSessionFromCtx(ctx) : null;
  return session ? { kind: 'own-number', memberId: session.user.id } : { kind: 'sign-in' };
}

/**
 * A social sign-up creates the user and the account in one Better Auth transaction; the
 * account's `create.before` hook runs inside it once the user row exists (a user's own
 * `create.after` hook would run only after the commit), so the profile commits or rolls back
 * with the identity. Linking a provider to an existing member finds the profile and does nothing.
 */
async function createProfileForSocialAccount(
  account: { userId: string; providerId: string },
  ctx: GenericEndpointContext | null,
  adminEmails: readonly string[],
) {
  // Credential accounts are written by our own sign-up, which creates the profile itself.
  if (account.providerId === 'credential') return;
  if (!ctx) throw new Error('A social account can only be created inside a Better Auth endpoint');
  const adapter = await getCurrentAdapter(ctx.context.adapter);
  const byId = [{ field: 'id', value: account.userId }];
  if (await adapter.findOne({ model: 'member', where: byId })) return;
  const user = await adapter.findOne<User>({ model: 'user', where: byId });
  if (!user) throw new Error(`No user ${account.userId} for the new ${account.providerId} account`);
  await adapter.create({
    model: 'member',
    data: { id: user.id, ...splitFullName(user.name), userType: userTypeForNewMember(user.email, adminEmails) },
    forceAllowId: true,
  });
}

/** Better Auth, configured for Here & There (DESIGN §2, §8). */
export function createAuth(context: AppContext) {
  const { config, db } = context;
  const google = config.flags.google_sign_in ? config.oauth.google : undefined;
  const facebook = config.flags.facebook_sign_in ? config.oauth.facebook : undefined;
  return betterAuth({
    appName: 'Here & There',
    baseURL: config.publicUrl,
    basePath: '/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...details) => context.log[level]({ betterAuth: details }, message),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        members,
      },
    }),
    advanced: {
      database: { generateId: () => randomUUID() },
      cookiePrefix: 'here-and-there',
      // Better Auth turns its origin check off under a test runner: the tests check the one that runs.
      disableOriginCheck: false,
    },
    trustedOrigins: trustedOriginsFor(config),
    // Our own limits apply (limits.ts): in our error shape, shared through Redis, per account too.
    rateLimit: { enabled: false },
    // A failed social sign-in lands on the web app's login page with `?error=<code>`.
    onAPIError: { errorURL: `${config.publicUrl}/auth/login` },
    session: { expiresIn: sessionLifetimeSeconds, updateAge: sessionRenewalAgeSeconds },
    emailAndPassword: {
      enabled: true,
      // Sign-up is POST /thr/v1/api/signup/, which also creates the profile and checks the terms.
      disableSignUp: true,
      minPasswordLength: passwordMinLength,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: passwordResetTokenLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) =>
        deliverInBackground(context, 'password reset email', () =>
          sendPasswordResetEmail(context, { email: user.email, token }),
        ),
    },
    // A provider whose email matches another member must not take over that account silently.
    account: { accountLinking: { disableImplicitLinking: true } },
    socialProviders: facebook ? { facebook: { clientId: facebook.clientId, clientSecret: facebook.clientSecret } } : {},
    disabledPaths: [
      // Phone sign-in is by texted code only; the plugin's password variants are not part of the product.
      '/sign-in/phone-number',
      '/phone-number/request-password-reset',
      '/phone-number/reset-password',
      // Names live in the member profile (PUT /users/{id}/), not in Better Auth's user.
      '/update-user',
    ],
    // Reset tokens and OAuth state are looked up by their secret: keep only hashes of those keys.
    verification: { storeIdentifier: 'hashed' },
    databaseHooks: {
      session: {
        delete: {
          // Signed out, or revoked by a password reset: the session's sockets close on every node too.
          after: async (session) => context.realtime.disconnectSession(session.id),
        },
      },
      verification: {
        create: {
          // The phone plugin stores each texted code in the clear, though our verifier (phone_codes,
          // hashed) never reads it back: store a marker in its place.
          before: async (verification, ctx) =>
            ctx?.path === '/phone-number/send-otp'
              ? { data: { ...verification, value: 'kept-in-phone-codes' } }
              : undefined,
        },
      },
      account: {
        create: {
          before: async (account, ctx) => {
            await createProfileForSocialAccount(account, ctx, config.adminEmails);
          },
        },
      },
      user: {
        create: {
          // Runs once the social sign-up's transaction committed, profile included. (Email sign-up
          // writes its rows itself and tells the other modules there.)
          after: async (user) => {
            await context.events.publish('member.joined', {
              memberId: user.id,
              email: accountFactsOf(user).email,
              verifiedPhoneNumber: null,
              invitationId: null,
            });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/reset-password' || ctx.path === '/change-password')
          assertPasswordRule(ctx.body?.newPassword);
      }),
    },
    plugins: [
      bearer(),
      phoneNumber({
        otpLength: smsCodeLength,
        phoneNumberValidator: isE164PhoneNumber,
        sendOTP: async ({ phoneNumber, code }, ctx) => {
          const purpose = await phoneCodePurpose(ctx);
          await asBetterAuthErrors(() => sendPhoneCode(context, { phoneNumber, code, purpose }));
        },
        callbackOnVerification: async ({ phoneNumber, user }) => {
          await context.events.publish('member.phone_verified', { memberId: user.id, phoneNumber });
        },
        verifyOTP: ({ phoneNumber, code }, ctx) =>
          asBetterAuthErrors(async () => {
            const isOwnNumber = ctx?.body?.updatePhoneNumber === true;
            const purpose: PhoneCodePurpose = isOwnNumber ? await phoneCodePurpose(ctx) : { kind: 'sign-in' };
            await verifyPhoneCode(context, { phoneNumber, code, purpose });
            return true;
          }),
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: googleScopes,
                  // A refresh token, so that calendar and mail can be read later (integrations).
                  accessType: 'offline',
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
      memberProfiles,
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppContext, Auth>();

/** The Better Auth instance of an app context, created once. */
export function authFor(context: AppContext): Auth {
  let auth = instances.get(context);
  if (!auth) {
    auth = createAuth(context);
    instances.set(context, auth);
  }
  return auth;
}
