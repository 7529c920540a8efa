import { fileURLToPath } from 'node:url';
import { desktopMediaQuery } from '../src/app/layout/layout-sizes.ts';
import { isBottomNavHidden, isFocusedPath } from '../src/app/routing/route-paths.ts';
import type { ScreenPart } from './route-hints.ts';

export const sourceFile = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** A namespace's words in the language a first visit shows: German only once a member chose it (shared/i18n/language.ts). */
export const wordsModule = (namespace: string) => sourceFile(`shared/i18n/locales/en/${namespace}.ts`);

const phone = `not all and ${desktopMediaQuery}`;

/** The device's navigation, as `preloadNavigation` (app/layout/AppShell.tsx) chooses it. */
function navigationAt(pattern: string): ScreenPart[] {
  if (isFocusedPath(pattern)) return [];
  const sidebar: ScreenPart = { module: sourceFile('app/layout/Sidebar.tsx'), media: desktopMediaQuery };
  if (isBottomNavHidden(pattern)) return [sidebar];
  return [sidebar, { module: sourceFile('app/layout/BottomNav.tsx'), media: phone, members: true }];
}

/** Lazily loaded parts of a screen that show as soon as it does, by route pattern. */
const screenParts: Record<string, ScreenPart[]> = {
  // The dashboard opens on the people tab (features/dashboard/panels/panel-screens.ts).
  '/': [{ module: sourceFile('features/dashboard/panels/PeoplePanel.tsx') }],
  // Another member's page as a member sees it (features/users/components/ProfileView.tsx).
  '/users/:userId': [
    { module: sourceFile('features/connections/components/ConnectionControls.tsx'), members: true },
    { module: wordsModule('connections'), members: true },
    { module: wordsModule('trips'), members: true },
  ],
  // A community's page: its upcoming events (features/communities/screens/CommunityScreen.tsx); who
  // of its members will be where the member is downloads once scrolled to.
  '/communities/:communityId': [
    { module: sourceFile('features/events/components/CommunityEvents.tsx') },
    { module: sourceFile('features/events/components/CommunityEventsSection.tsx') },
    { module: wordsModule('events') },
    { module: sourceFile('features/communities/components/MemberControls.tsx'), members: true },
    // Often in view at once, though it downloads only then (components/WhenInView.tsx).
    { module: sourceFile('features/communities/components/CommunityCrossings.tsx'), members: true },
    { module: wordsModule('dashboard'), members: true },
  ],
};

/**
 * What shows with a screen on arrival beside its own code and words: the page names their files
 * too (vite/route-hints.ts). `e2e/route-hints.spec.ts` checks that the first screens load nothing
 * else.
 */
export const partsShownWith = (pattern: string): ScreenPart[] => [
  ...(screenParts[pattern] ?? []),
  ...navigationAt(pattern),
];
