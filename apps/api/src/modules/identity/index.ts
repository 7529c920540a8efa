// The identity module as other modules, the seed and the operator scripts see it.
export { optionalMember, requireMember, type SignedInMember } from './current-member.ts';
export { accountFactsOf } from './identities.ts';
export { deleteIdentity, findMemberIdByEmail } from './identity.service.ts';
export { issueImpersonationToken } from './impersonation.service.ts';
export {
  findConnectedAccounts,
  findIntegrations,
  findProviderGrant,
  forgetProviderGrant,
  type ProviderGrant,
  type RefreshedTokens,
  saveRefreshedTokens,
  sealUnsealedProviderTokens,
} from './provider-grants.ts';
export { GrantRevokedError, refreshProviderTokens, revokeProviderGrant } from './provider-tokens.ts';
export { createEmailIdentity, type EmailIdentity } from './signup.service.ts';
