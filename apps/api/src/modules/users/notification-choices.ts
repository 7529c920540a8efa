import {
  defaultNotificationPreferences,
  type NotificationChannels,
  type NotificationKind,
  type NotificationPreferencesChanges,
  type NotificationTopic,
  notificationTopicOf,
  notificationTopics,
} from '@here-and-there/contracts';
import type { MemberRow, TopicChannelChoices } from './users.table.ts';

/** A topic's channels before the member sets them: all on, under the global switches. */
const topicDefaults = defaultNotificationPreferences.topics;

/** Every topic's channels as the member set them, a channel they never set being on. */
export function topicChannelsOf(choices: TopicChannelChoices): Record<NotificationTopic, NotificationChannels> {
  return Object.fromEntries(
    notificationTopics.map((topic) => [topic, { ...topicDefaults[topic], ...choices[topic] }]),
  ) as Record<NotificationTopic, NotificationChannels>;
}

/** The member's choices with `changes` over them, channel by channel. */
export function mergeTopicChannels(
  choices: TopicChannelChoices,
  changes: NonNullable<NotificationPreferencesChanges['topics']>,
): TopicChannelChoices {
  const merged: TopicChannelChoices = { ...choices };
  for (const topic of notificationTopics) {
    if (changes[topic]) merged[topic] = { ...choices[topic], ...changes[topic] };
  }
  return merged;
}

/**
 * The channels a notification of `kind` takes to the member besides the app: a channel is on when
 * both its global switch (SPEC §3) and its switch for the kind's topic are.
 */
export function channelsFor(member: MemberRow, kind: NotificationKind): NotificationChannels {
  const topicOfKind = notificationTopicOf[kind];
  const topic = { ...topicDefaults[topicOfKind], ...member.notificationTopics[topicOfKind] };
  return {
    push: member.notifyByPush && topic.push,
    email: member.notifyByEmail && topic.email,
    sms: member.notifyBySms && topic.sms,
  };
}
