import { deleteConfirmWord, type Me, type NotificationPreferences, type Visibility } from '@here-and-there/contracts';

/** One change on the privacy tab: a few visibility levels or notification channels, as `PUT /users/{id}/` takes them. */
export interface SettingsChange {
  visibility?: Partial<Visibility>;
  notification_preferences?: Partial<NotificationPreferences>;
}

/** The member as they will be once the change is saved, shown at once. */
export function applySettingsChange(me: Me, change: SettingsChange): Me {
  return {
    ...me,
    visibility: { ...me.visibility, ...change.visibility },
    notification_preferences: { ...me.notification_preferences, ...change.notification_preferences },
  };
}

const pick = <T extends object>(source: T, keys: readonly (keyof T)[]): Partial<T> =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Partial<T>;

/**
 * Undoes a change that failed, putting back only the settings it touched, so changes made in the
 * meantime (and saved) stay as they are.
 */
export function revertSettingsChange(me: Me, change: SettingsChange, before: Me): Me {
  const visibilityKeys = Object.keys(change.visibility ?? {}) as (keyof Visibility)[];
  const channelKeys = Object.keys(change.notification_preferences ?? {}) as (keyof NotificationPreferences)[];
  return applySettingsChange(me, {
    visibility: pick(before.visibility, visibilityKeys),
    notification_preferences: pick(before.notification_preferences, channelKeys),
  });
}

/** SPEC §4: deleting the account is confirmed by typing "delete", in any case. */
export const isDeleteConfirmed = (typed: string) => typed.trim().toLowerCase() === deleteConfirmWord;
