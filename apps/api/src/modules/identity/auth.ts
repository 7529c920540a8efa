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
import { type GenericOAuthConfig, genericOAuth } from 'better-auth/plugins/generic-oauth';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { z } from 'zod';
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
import { connectionOfProvider, googleScopes, outlookScopes, scopesOf, sealAccountTokens } from './provider-grants.ts';

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

/** Microsoft Graph's view of the signed-in account: who it is, for the account linked to a member. */
const graphProfile = z.object({
  id: z.string().min(1),
  displayName: z.string().nullish(),
  mail: z.string().nullish(),
  userPrincipalName: z.string().nullish(),
});

/**
 * The providers the genericOAuth plugin registers beside the built-in social ones: Google (sign-in
 * and the Google connection) and Microsoft (the Outlook connection). Both ask for a refresh
 * token, so that mail and calendars can be read later without the member.
 */
function oauthProvidersOf(config: Config): GenericOAuthConfig[] {
  const { google, microsoft } = config.oauth;
  const providers: GenericOAuthConfig[] = [];
  if (google) {
    providers.push({
      providerId: 'google',
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      discoveryUrl: google.discoveryUrl,
      scopes: googleScopes,
      accessType: 'offline',
      pkce: true,
    });
  }
  if (microsoft) {
    const graphUrl = config.integrations.graphUrl;
    providers.push({
      providerId: 'microsoft',
      clientId: microsoft.clientId,
      clientSecret: microsoft.clientSecret,
      authorizationUrl: `${microsoft.loginUrl}/authorize`,
      tokenUrl: `${microsoft.loginUrl}/token`,
      scopes: outlookScopes,
      pkce: true,
      // The common endpoint's ID tokens name no single issuer to check: who it is comes from Graph.
      getUserInfo: async (tokens) => {
        const response = await fetch(`${graphUrl}/me`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
        if (!response.ok) return null;
        const profile = graphProfile.parse(await response.json());
        const email = profile.mail ?? profile.userPrincipalName;
        return email ? { id: profile.id, email, name: profile.displayName ?? email, emailVerified: true } : null;
      },
    });
  }
  return providers;
}

/** Which providers a visitor may sign in with: each only when its flag of SPEC §6 is on. */
function isSignInAllowed(config: Config, providerId: unknown) {
  if (providerId === 'google') return config.flags.google_sign_in;
  if (providerId === 'microsoft') return config.flags.microsoft_sign_in;
  return true;
}

/** Tells the other modules that a member granted a mail and calendar provider access (once committed). */
async function publishConnection(
  context: AppContext,
  account: { userId: string; providerId: string; scope?: string | null },
) {
  const connection = connectionOfProvider(account.providerId);
  if (!connection || scopesOf(account.scope).length === 0) return;
  await context.events.publish('integration.connected', { memberId: account.userId, connection });
}

/** Better Auth, configured for Here & There (DESIGN §2, §8). */
export function createAuth(context: AppContext) {
  const { config, db } = context;
  const oauthProviders = oauthProvidersOf(config);
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
    account: {
      accountLinking: {
        // A provider whose email matches another member must not take over that account silently.
        disableImplicitLinking: true,
        // A member links the mail and calendar accounts they choose, whatever their address.
        allowDifferentEmails: true,
        trustedProviders: ['google', 'microsoft'],
      },
    },
    socialProviders: facebook ? { facebook: { clientId: facebook.clientId, clientSecret: facebook.clientSecret } } : {},
    disabledPaths: [
      // Phone sign-in is by texted code only; the plugin's password variants are not part of the product.
      '/sign-in/phone-number',
      '/phone-number/request-password-reset',
      '/phone-number/reset-password',
      // Names live in the member profile (PUT /users/{id}/), not in Better Auth's user.
      '/update-user',
      // Providers' tokens are sealed with our key and used by the integrations module alone; a
      // connection ends through DELETE /integrations/{connection}/, which revokes it first.
      '/get-access-token',
      '/refresh-token',
      '/account-info',
      '/unlink-account',
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
            return { data: sealAccountTokens(context, account) };
          },
          after: (account) => publishConnection(context, account),
        },
        update: {
          before: async (account) => ({ data: sealAccountTokens(context, account) }),
          after: async (account) => {
            if (account) await publishConnection(context, account);
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
        // Microsoft is there to connect Outlook; signing in with it waits for its flag.
        if (ctx.path === '/sign-in/social' && !isSignInAllowed(config, ctx.body?.provider)) {
          throw new APIError('NOT_FOUND', { code: 'not_found', message: errorCatalogue.not_found.message });
        }
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
      ...(oauthProviders.length > 0 ? [genericOAuth({ config: oauthProviders })] : []),
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
