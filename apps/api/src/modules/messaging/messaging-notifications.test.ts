import type { Notification, NotificationsPage } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunity, expectOk, placeInCommunity } from '../../test/community-factories.ts';
import { type ApiCall, createSignedInMember } from '../../test/factories.ts';
import { sendText, startChat } from '../../test/messaging-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Test' });
type Member = Awaited<ReturnType<typeof member>>;

const notificationsOf = async (who: Member) => (await ok<NotificationsPage>(who, 'GET', '/notifications/')).results;
const messageNotices = async (who: Member) =>
  (await notificationsOf(who)).filter((notice) => notice.kind.startsWith('new_'));
// Emails are sent by jobs after the response: read once every one is sent or refused.
async function emailsTo(who: Member) {
  await t.deliveriesSent();
  return (await t.emails()).filter((email) => email.includes(`To: ${who.email}`));
}

describe('direct message notifications', () => {
  it('make one unread notification per chat, to the recipient only, and one email until the chat is read', async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const chat = await startChat(t, ana, [bo]);
    const base = `/messaging/${chat.id}`;
    for (const text of ['one', 'two', 'three']) await sendText(t, bo, base, text);
    const [notice, ...others] = await messageNotices(ana);
    expect(others).toEqual([]);
    expect(notice).toMatchObject<Partial<Notification>>({
      kind: 'new_dm',
      conversation_id: chat.id,
      read_at: null,
    });
    expect(notice!.actor?.id).toBe(bo.id);
    expect(await messageNotices(bo)).toEqual([]);
    const emails = await emailsTo(ana);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain(`/inbox/view/${chat.id}`);

    await ok(ana, 'POST', `${base}/read/`, { seq: 3 });
    expect((await messageNotices(ana))[0]!.read_at).not.toBeNull();
    await sendText(t, bo, base, 'four');
    const again = await messageNotices(ana);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: notice!.id, read_at: null });
    expect(await emailsTo(ana)).toHaveLength(2);
  });

  it('keep a group member who blocked the author from hearing of their messages', async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const cy = await member('Cy');
    const chat = await startChat(t, ana, [bo, cy]);
    await ok(cy, 'POST', '/connections/', { receiver: ana.id, type: 'block' });
    await sendText(t, ana, `/messaging/${chat.id}`);
    expect((await messageNotices(bo)).map((notice) => notice.kind)).toEqual(['new_dm']);
    expect(await messageNotices(cy)).toEqual([]);
  });
});

describe('channel message notifications', () => {
  it("tell the channel's members but its author and those who muted it, naming the community, without email", async () => {
    const owner = await member('Olga');
    const community = await createCommunity(t, owner);
    const [ines, mo] = [await member('Ines'), await member('Mo')];
    for (const insider of [ines, mo]) await placeInCommunity(t, community, owner, insider, 'member');
    await ok(mo, 'POST', `/community-channels/${community.main_channel}/mute/`);
    const emailsBefore = (await emailsTo(ines)).length;
    const sent = await sendText(t, owner, `/community-channels/${community.main_channel}`);
    await sendText(t, owner, `/community-channels/${community.main_channel}`);
    expect(await messageNotices(ines)).toEqual([
      expect.objectContaining({
        kind: 'new_general_community_message',
        community_id: community.id,
        conversation_id: sent.conversation_id,
      }),
    ]);
    expect(await messageNotices(mo)).toEqual([]);
    expect(await messageNotices(owner)).toEqual([]);
    expect(await emailsTo(ines)).toHaveLength(emailsBefore);
  });
});
