import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { findMemberBySecret, keepSecret, replaceSecret } from './forwarding-addresses.repository.ts';

/**
 * A new secret: 80 random bits in lowercase base32, since some mail systems lowercase an
 * address's local part, and a guess has no chance.
 */
function newSecret() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(16);
  return Array.from(bytes, (byte) => alphabet[byte % 32]).join('');
}

const addressOf = (secret: string, domain: string) => `plans+${secret}@${domain}`;

/**
 * The member's private forwarding address (issue 21 §2), made on first asking; null where the
 * server has no inbound domain.
 */
export async function findForwardingAddress(context: AppContext, memberId: string): Promise<string | null> {
  const { domain } = context.config.inboundEmail;
  if (!domain) return null;
  return addressOf(await keepSecret(context.db, memberId, newSecret()), domain);
}

/** `POST /integrations/forwarding-address/`: a new address for the member; mail to the old one reaches nobody now. */
export async function replaceForwardingAddress(context: AppContext, memberId: string): Promise<string> {
  const { domain } = context.config.inboundEmail;
  if (!domain) throw new DomainError('not_found');
  const secret = newSecret();
  await replaceSecret(context.db, memberId, secret);
  return addressOf(secret, domain);
}

const forwardingAddress = /^plans\+([a-z2-7]+)@(.+)$/;

/** The member whose forwarding address this is (any case), or undefined for any other address. */
export async function findMemberOfAddress(context: AppContext, address: string): Promise<string | undefined> {
  const { domain } = context.config.inboundEmail;
  const match = forwardingAddress.exec(address.trim().toLowerCase());
  if (!domain || !match || match[2] !== domain) return undefined;
  return findMemberBySecret(context.db, match[1]!);
}
