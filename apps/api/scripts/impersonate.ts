// npm run impersonate -- <email>: prints a one-time link that signs the operator in as that member.
import { findMemberIdByEmail, issueImpersonationToken } from '../src/modules/identity/index.ts';
import { requireArgument, withAppContext } from './operator-context.ts';

const email = requireArgument('npm run impersonate -- <email>');
await withAppContext(async (context) => {
  const memberId = await findMemberIdByEmail(context, email);
  if (!memberId) {
    console.error(`No member signs in with ${email}.`);
    process.exitCode = 1;
    return;
  }
  const { token, expiresAt } = await issueImpersonationToken(context, { memberId, issuer: null });
  console.log(`${context.config.publicUrl}/auth/impersonate?token=${token}`);
  console.log(`The link works once, until ${expiresAt.toISOString()}.`);
});
