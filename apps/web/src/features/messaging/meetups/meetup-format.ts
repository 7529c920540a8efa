import type { Meetup, MeetupStatus } from '@here-and-there/contracts';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats.ts';
import type { TagColor } from '../../../shared/ui/Tag.tsx';

/** A meetup's day and time in the viewer's own time zone: "Sat, 14 Mar 2026, 18:00". */
export const meetupMoment = (startsAt: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(startsAt));

/** Where: the venue typed in, then the crossing's city. */
export const meetupPlace = (meetup: Pick<Meetup, 'venue' | 'location'>) =>
  [meetup.venue, meetup.location.title].filter(Boolean).join(', ');

export const meetupStatusColors: Record<MeetupStatus, TagColor> = {
  proposed: 'warning',
  accepted: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
};
