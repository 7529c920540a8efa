import { createHash, timingSafeEqual } from 'node:crypto';
import { type AddressObject, simpleParser } from 'mailparser';
import type { AppContext } from '../../platform/context.ts';
import { importMail } from '../imports/index.ts';
import { findMemberOfAddress } from './forwarding-addresses.service.ts';

/** Whether a webhook's secret is the configured one, compared in constant time; never without one. */
export function isInboundSecret(context: AppContext, given: string | undefined) {
  const { secret } = context.config.inboundEmail;
  if (!secret || given === undefined) return false;
  // Digests have one length, so the comparison tells nothing of the secret's.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The headers that name where a forwarded message was delivered, besides To and Cc. */
const deliveryHeaders = ['delivered-to', 'x-original-to', 'x-forwarded-to', 'envelope-to'];

/** Everyone a raw message was addressed to, as its headers say (a webhook gives no envelope). */
export async function recipientsOfMessage(raw: Buffer): Promise<string[]> {
  const message = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  const listed = (value: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
      group.value.flatMap((address) => (address.address ? [address.address] : [])),
    );
  const delivered = deliveryHeaders.flatMap((name) => {
    const value = message.headers.get(name);
    if (!value) return [];
    return typeof value === 'string' ? [value] : listed(value as AddressObject);
  });
  return [...new Set([...listed(message.to), ...listed(message.cc), ...delivered])];
}

/** The members these addresses belong to, by address; other addresses are not there. */
export async function membersOfAddresses(context: AppContext, addresses: readonly string[]) {
  const found = await Promise.all(
    addresses.map(async (address) => [address, await findMemberOfAddress(context, address)]),
  );
  return new Map(found.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * A message that reached the inbound address (issue 21 §2): imported for each member whose
 * forwarding address it was sent to; for anyone else it is dropped, logged without its content,
 * and never stored. Answers how many members it was imported for.
 */
export async function receiveForwardedMail(context: AppContext, raw: Buffer, recipients: readonly string[]) {
  const members = await membersOfAddresses(context, recipients);
  const strangers = recipients.filter((address) => !members.has(address));
  if (strangers.length > 0) context.log.info({ recipients: strangers }, 'inbound mail to unknown addresses dropped');
  for (const memberId of new Set(members.values())) {
    const outcome = await importMail(context, memberId, raw, 'forwarded');
    context.log.info(
      { memberId, created: outcome.created.length, withdrawn: outcome.withdrawn.length, known: outcome.known },
      'forwarded mail imported',
    );
  }
  return new Set(members.values()).size;
}
