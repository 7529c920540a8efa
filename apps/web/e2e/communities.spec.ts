import type { Community } from '@here-and-there/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiMember, createSettledMember, openSignedIn } from './support/members.ts';
import { fillSignUp, screenshotDir, timeLimit, uniqueEmail, viewports } from './support/pages.ts';
import { expect, test, watchPageErrors } from './support/test.ts';
import { addTripByApi, dayFromNow, places } from './support/trips.ts';

const api = '/thr/v1/api';

/** A handle nobody else in this run has: letters first, as SPEC §5 asks. */
const uniqueHandle = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createCommunityByApi(
  request: APIRequestContext,
  owner: ApiMember,
  fields: { name: string; description: string; private: boolean },
) {
  const response = await request.post(`${api}/communities/`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { ...fields, handle: uniqueHandle(fields.name.split(' ')[0]!.toLowerCase()) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Community;
}

async function joinByApi(request: APIRequestContext, member: ApiMember, communityId: string) {
  const response = await request.post(`${api}/communities/${communityId}/join/`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The screen as it is at the journey's size, once it has settled; named by the size, so both sizes are kept. */
async function picture(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const size = (page.viewportSize()?.width ?? 0) >= viewports.desktop.width ? 'desktop' : 'phone';
  await page.screenshot({ path: `${screenshotDir}/communities-${name}-${size}.png` });
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`communities at ${size} size`, () => {
    test.use({ viewport });

    /**
     * Issue 17 §6: a private community created on the screen, an invitation link, the invitee
     * signing up through it and asking to join, an admin approving, the member seeing the
     * channels; then a private channel, a request and its acceptance.
     */
    test('a private community grows through an invitation link and a private channel', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(timeLimit(120_000));
      const ana = await createSettledMember(request, { firstName: 'Ana', lastName: 'Sousa' });
      const name = `Lisbon Nomads ${size}`;
      const handle = uniqueHandle('nomads');

      // The communities screen, and creating a private community from it.
      await openSignedIn(page, ana.token, '/networks');
      await expect(page.getByRole('heading', { name: 'Communities', level: 1 })).toBeVisible();
      await picture(page, 'list-empty');
      await page.getByRole('button', { name: 'Create community' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a community' });
      await expect(page).toHaveURL(/dialog=create-community/);
      const create = dialog.getByRole('button', { name: 'Create', exact: true });
      await expect(create).toBeDisabled();
      await dialog.getByLabel('Name').fill(name);
      // Lowercased as it is typed (SPEC §5).
      await dialog.getByLabel('Handle').fill(handle.toUpperCase());
      await expect(dialog.getByLabel('Handle')).toHaveValue(handle);
      await dialog.getByLabel('Description', { exact: true }).fill('Remote workers who meet in Lisbon.');
      await dialog.getByRole('switch', { name: 'Private community' }).check();
      await picture(page, 'create-dialog');
      await create.click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByText(`@${handle}`)).toBeVisible();
      await expect(page.getByText('1 member · Private')).toBeVisible();
      const communityId = new URL(page.url()).pathname.split('/')[2]!;
      await expect(page.getByRole('link', { name: /general/ })).toBeVisible();
      await picture(page, 'page-owner');

      // An invitation link, made and copied from the community's members.
      await page.getByRole('link', { name: 'Members & requests' }).click();
      await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Create a link' }).click();
      const link = await page.getByTestId('invitation-link').first().textContent();
      expect(link).toContain('/invitation/community/');
      await picture(page, 'details-owner');

      // The invitee opens the link signed out, signs up through it, and asks to join.
      const visitorContext = await browser.newContext({ viewport });
      watchPageErrors(visitorContext);
      const visitor = await visitorContext.newPage();
      await visitor.goto(new URL(link!).pathname);
      await expect(visitor.getByRole('heading', { name: `You are invited to ${name}` })).toBeVisible();
      await picture(visitor, 'invitation-visitor');
      await visitor.getByRole('link', { name: 'Sign up and join' }).click();
      await fillSignUp(visitor, { firstName: 'Rui', lastName: 'Costa', email: uniqueEmail('rui') });
      await expect(visitor).toHaveURL(new RegExp(`/communities/${communityId}$`));
      await expect(visitor.getByRole('button', { name: 'Request pending' })).toBeDisabled();
      await expect(visitor.getByText('This community is private.', { exact: false })).toBeVisible();
      await picture(visitor, 'page-pending');

      // The admin approves; the member sees the channels.
      await page.reload();
      const approve = page.getByRole('button', { name: 'Approve Rui Costa' });
      await expect(approve).toBeVisible();
      await picture(page, 'details-request');
      await approve.click();
      await expect(approve).toHaveCount(0);
      await expect(page.getByText('Rui Costa')).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByText('2 members · Private')).toBeVisible();
      await expect(visitor.getByRole('link', { name: /general/ })).toBeVisible();
      await picture(visitor, 'page-member');

      // The admin creates a private channel; the member asks to join it; the admin accepts.
      await page.goto(`/communities/${communityId}`);
      await page.getByRole('button', { name: 'New channel' }).click();
      const channelDialog = page.getByRole('dialog', { name: 'Create a channel' });
      await channelDialog.getByLabel('Channel name').fill('planning');
      await channelDialog.getByRole('switch', { name: 'Private channel' }).check();
      await picture(page, 'channel-dialog');
      await channelDialog.getByRole('button', { name: 'Create channel' }).click();
      await expect(page.getByRole('heading', { name: 'planning', level: 1 })).toBeVisible();
      await expect(page.getByTestId('channel-member-line')).toHaveText('1 member');
      const channelPath = new URL(page.url()).pathname;
      await picture(page, 'channel-admin');

      await visitor.goto(channelPath);
      await expect(visitor.getByRole('heading', { name: 'This Channel is private.' })).toBeVisible();
      await expect(visitor.getByTestId('channel-member-line')).toHaveCount(0);
      await picture(visitor, 'channel-private');
      await visitor.getByRole('button', { name: 'Request to join channel' }).click();
      await expect(visitor.getByRole('button', { name: 'Your request is waiting for approval' })).toBeDisabled();

      await page.goto(`${channelPath}/details`);
      const accept = page.getByRole('button', { name: 'Approve Rui Costa' });
      await expect(accept).toBeVisible();
      await picture(page, 'channel-details');
      await accept.click();
      await expect(accept).toHaveCount(0);

      await visitor.reload();
      // Let in, the member sees the channel's conversation, with the means to write in it.
      await expect(visitor.getByText('This is the beginning of the conversation.')).toBeVisible();
      await expect(visitor.getByPlaceholder('Write a message')).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Leave channel' })).toBeVisible();
      await picture(visitor, 'channel-member');
      await visitorContext.close();
    });

    /** SPEC §2: the link of a public community opens its public view for a visitor, drawn by the server. */
    test('a visitor views a public community and is offered a way in', async ({ page, request }) => {
      const owner = await createSettledMember(request, { firstName: 'Lea', lastName: 'Brandt' });
      const community = await createCommunityByApi(request, owner, {
        name: `Berlin Runners ${size}`,
        description: 'Sunday runs along the Spree, every week.',
        private: false,
      });
      // The server sends the page drawn, with what a visitor may see of it.
      const html = await (await request.get(`/communities/${community.id}`)).text();
      expect(html).toContain('data-server-rendered');
      expect(html).toContain(community.name);

      await page.goto(`/communities/${community.id}`);
      await expect(page.getByRole('heading', { name: community.name, level: 1 })).toBeVisible();
      await expect(page.getByText('Sunday runs along the Spree, every week.')).toBeVisible();
      await expect(page.getByText('1 member · Public')).toBeVisible();
      await expect(page.getByRole('heading', { name: /events/i })).toBeVisible();
      await picture(page, 'public-visitor');
      await page.getByRole('link', { name: 'Join', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/auth/signup\\?redirect=%2Fcommunities%2F${community.id}$`));
    });

    test('a private community shows a visitor only its name, handle, picture and count', async ({ page, request }) => {
      const owner = await createSettledMember(request, { firstName: 'Jonas', lastName: 'Weber' });
      const community = await createCommunityByApi(request, owner, {
        name: `Quiet Club ${size}`,
        description: 'Members only: what we plan stays here.',
        private: true,
      });
      await page.goto(`/communities/${community.id}`);
      await expect(page.getByRole('heading', { name: community.name, level: 1 })).toBeVisible();
      await expect(page.getByText(`@${community.handle}`)).toBeVisible();
      await expect(page.getByText('1 member · Private')).toBeVisible();
      await expect(page.getByText('Members only: what we plan stays here.')).toHaveCount(0);
      await picture(page, 'private-visitor');
    });

    test('the communities screen finds those holding events near a place', async ({ page, request }) => {
      const [owner, seeker] = await Promise.all([
        createSettledMember(request, { firstName: 'Ines', lastName: 'Moura' }),
        createSettledMember(request, { firstName: 'Theo', lastName: 'Brandt' }),
      ]);
      const [inLisbon, inBerlin] = await Promise.all(
        [`Tram Riders ${size}`, `Spree Swimmers ${size}`].map((name) =>
          createCommunityByApi(request, owner, { name, description: 'We meet where we travel.', private: false }),
        ),
      );
      for (const [community, location] of [
        [inLisbon!, places.lisbon],
        [inBerlin!, places.berlin],
      ] as const) {
        const response = await request.post(`${api}/events/`, {
          headers: { authorization: `Bearer ${owner.token}` },
          data: {
            name: `${community.name} meetup`,
            location,
            community: community.id,
            start_datetime: `${dayFromNow(20)}T18:00:00.000Z`,
            end_datetime: `${dayFromNow(20)}T20:00:00.000Z`,
          },
        });
        expect(response.status(), await response.text()).toBe(201);
      }

      await openSignedIn(page, seeker.token, '/networks');
      const discover = page.getByRole('region', { name: 'Discover' });
      await expect(discover.getByText(inBerlin!.name)).toBeVisible();
      // The place field downloads its search once reached.
      await page.getByLabel('With events near').click();
      await page.getByLabel('With events near').fill('Lisbon');
      await page
        .getByRole('option', { name: /^Lisbon/ })
        .first()
        .click();
      await expect(discover.getByText(inLisbon!.name)).toBeVisible();
      await expect(discover.getByText(inBerlin!.name)).toBeHidden();
      await picture(page, 'list-near');
    });

    /** Issue 17 §4: the community page shows a co-member who will be in the same city. */
    test('the community page shows a co-member who will be in the same city', async ({ page, request }) => {
      const [owner, member] = await Promise.all([
        createSettledMember(request, { firstName: 'Marta', lastName: 'Ribeiro' }),
        createSettledMember(request, { firstName: 'Noor', lastName: 'Haddad' }),
      ]);
      const community = await createCommunityByApi(request, owner, {
        name: `Digital Nomads ${size}`,
        description: 'Working from anywhere, meeting somewhere.',
        private: false,
      });
      await joinByApi(request, member, community.id);
      await addTripByApi(request, owner, {
        location: places.lisbon,
        arrival_datetime: dayFromNow(30),
        departure_datetime: dayFromNow(34),
        visibility: 'public',
      });
      await addTripByApi(request, member, {
        location: places.lisbon,
        arrival_datetime: dayFromNow(31),
        departure_datetime: dayFromNow(36),
        visibility: 'public',
      });

      await openSignedIn(page, owner.token, `/communities/${community.id}`);
      await expect(page.getByRole('heading', { name: community.name, level: 1 })).toBeVisible();
      // The section downloads once scrolled to.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const crossings = page.getByRole('region', { name: 'Who will be where you are' });
      await expect(crossings.getByText('Noor Haddad')).toBeVisible();
      await expect(crossings.getByText(/Lisbon/).first()).toBeVisible();
      await crossings.scrollIntoViewIfNeeded();
      await picture(page, 'crossings');
    });
  });
}
