// npm run impersonate -- <email>: prints a one-time link that signs the operator in as that member.
import { issueImpersonationToken } from '../src/modules/identity/index.ts';
import { requireArgument, withMemberByEmail } from './operator-context.ts';

await withMemberByEmail(requireArgument('npm run impersonate -- <email>'), async (context, memberId) => {
  const { token, expiresAt } = await issueImpersonationToken(context, { memberId, issuer: null });
  console.log(`${context.config.publicUrl}/auth/impersonate?token=${token}`);
  console.log(`The link works once, until ${expiresAt.toISOString()}.`);
});
