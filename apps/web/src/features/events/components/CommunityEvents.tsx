import { Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { lazyScreen } from '../../../shared/ui/lazy-screen.ts';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import type { CommunityEventsProps } from './CommunityEventsSection.tsx';

export type { CommunityEventsProps } from './CommunityEventsSection.tsx';

// The section downloads with its words when the community page shows it, not with the page's own code.
const CommunityEventsSection = lazyScreen(() => import('./CommunityEventsSection.tsx'), 'events');

/**
 * A community's upcoming events for its page, with "Create event" for its admins (`canCreate`);
 * a visitor of a public community sees them read-only, with a way in by signing up.
 */
export function CommunityEvents(props: CommunityEventsProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<ListSkeleton withPicture={false} label={t('status.loading')} />}>
      <CommunityEventsSection {...props} />
    </Suspense>
  );
}
