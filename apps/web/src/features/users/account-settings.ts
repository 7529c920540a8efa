import {
  deleteConfirmWord,
  type Me,
  type NotificationPreferences,
  type NotificationPreferencesChanges,
  notificationTopics,
  type Visibility,
} from '@here-and-there/contracts';

/**
 * One change on the privacy tab: a few visibility levels, notification channels (down to one
 * channel of one topic) or quiet hours, as `PUT /users/{id}/` takes them.
 */
export interface SettingsChange {
  visibility?: Partial<Visibility>;
  notification_preferences?: NotificationPreferencesChanges;
}

/** The preferences with a change over them, a topic's channels one by one. */
function applyPreferences(
  preferences: NotificationPreferences,
  { topics, ...rest }: NotificationPreferencesChanges = {},
): NotificationPreferences {
  return {
    ...preferences,
    ...rest,
    topics: Object.fromEntries(
      notificationTopics.map((topic) => [topic, { ...preferences.topics[topic], ...topics?.[topic] }]),
    ) as NotificationPreferences['topics'],
  };
}

/** The member as they will be once the change is saved, shown at once. */
export function applySettingsChange(me: Me, change: SettingsChange): Me {
  return {
    ...me,
    visibility: { ...me.visibility, ...change.visibility },
    notification_preferences: applyPreferences(me.notification_preferences, change.notification_preferences),
  };
}

const pick = <T extends object>(source: T, keys: readonly PropertyKey[]): Partial<T> =>
  Object.fromEntries(keys.map((key) => [key, source[key as keyof T]])) as Partial<T>;

/**
 * Undoes a change that failed, putting back only the settings it touched (a topic's channels one
 * by one), so changes made in the meantime (and saved) stay as they are.
 */
export function revertSettingsChange(me: Me, change: SettingsChange, before: Me): Me {
  const { topics = {}, ...preferences } = change.notification_preferences ?? {};
  const beforeTopics = before.notification_preferences.topics;
  return applySettingsChange(me, {
    visibility: pick(before.visibility, Object.keys(change.visibility ?? {})),
    notification_preferences: {
      ...pick(before.notification_preferences, Object.keys(preferences)),
      topics: Object.fromEntries(
        notificationTopics.map((topic) => [topic, pick(beforeTopics[topic], Object.keys(topics[topic] ?? {}))]),
      ),
    },
  });
}

/** SPEC §4: deleting the account is confirmed by typing "delete", in any case. */
export const isDeleteConfirmed = (typed: string) => typed.trim().toLowerCase() === deleteConfirmWord;
