import { z } from 'zod';
import {
  alertLeadDays,
  connectionStatuses,
  connectionTypes,
  languages,
  type NotificationTopic,
  notificationTopics,
  shortTextMaxLength,
  userTypes,
  type VisibilityField,
  visibilityFields,
  visibilityLevels,
} from './constants.ts';
import { messages } from './messages.ts';
import { location, placeId } from './places.ts';
import { normaliseSocialLink, type socialKinds } from './social-links.ts';
import { text } from './text.ts';

export const userType = z.enum(userTypes);

export const visibilityLevel = z.enum(visibilityLevels);

export const visibility = z.object(
  Object.fromEntries(visibilityFields.map((field) => [field, visibilityLevel])) as Record<
    VisibilityField,
    typeof visibilityLevel
  >,
);
export type Visibility = z.infer<typeof visibility>;

/** Phone and email start hidden, the home city with people one knows, the rest public. */
export const defaultVisibility: Visibility = {
  profile: 'public',
  location: 'general-network',
  last_name: 'public',
  phone: 'hidden',
  email: 'hidden',
  linkedin: 'public',
  twitter: 'public',
  instagram: 'public',
};

/** The channels a notification may take besides the app: push, email, text. */
export const notificationChannels = z.object({ push: z.boolean(), email: z.boolean(), sms: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannels>;

const byTopic = <Schema extends z.ZodType>(schema: Schema) =>
  z.object(Object.fromEntries(notificationTopics.map((topic) => [topic, schema])) as Record<NotificationTopic, Schema>);

/** A time of day, "07:30", read in the member's home-city time zone. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.invalidTimeOfDay);

/** Hours in which nothing is pushed or texted; it waits until they end. They may run past midnight. */
export const quietHours = z
  .object({ starts_at: timeOfDay, ends_at: timeOfDay })
  .refine((hours) => hours.starts_at !== hours.ends_at, { message: messages.quietHoursEmpty, path: ['ends_at'] });
export type QuietHours = z.infer<typeof quietHours>;

/**
 * How a member hears of things (SPEC §3): always in the app; by push, email and text
 * as the three global switches say and, under them, per topic; not in their quiet hours; crossings
 * and the network's trips in one daily email at `digest_at` when it is set; how many days ahead of
 * a crossing; and the language of their emails and texts.
 */
export const notificationPreferences = z.object({
  push: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
  alert_lead_days: z.number().int().min(alertLeadDays.min).max(alertLeadDays.max),
  topics: byTopic(notificationChannels),
  quiet_hours: quietHours.nullable(),
  digest_at: timeOfDay.nullable(),
  language: z.enum(languages),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** A new member's: push and email on, texts off, every topic on, no quiet hours, no digest, English. */
export const defaultNotificationPreferences: NotificationPreferences = {
  push: true,
  email: true,
  sms: false,
  alert_lead_days: alertLeadDays.default,
  topics: Object.fromEntries(
    notificationTopics.map((topic) => [topic, { push: true, email: true, sms: true }]),
  ) as NotificationPreferences['topics'],
  quiet_hours: null,
  digest_at: null,
  language: 'en',
};

/** What `PUT /users/{id}/` changes of them: what is not sent stays, down to one channel of one topic. */
export const notificationPreferencesChanges = notificationPreferences
  .extend({ topics: byTopic(notificationChannels.partial()).partial() })
  .partial();
export type NotificationPreferencesChanges = z.input<typeof notificationPreferencesChanges>;

/** A picture in the three sizes of SPEC §9, each a URL; null when the member has none. */
export const profilePicture = z.object({ '30': z.string(), '100': z.string(), '500': z.string() }).nullable();
export type ProfilePicture = z.infer<typeof profilePicture>;

/** Permissions of SPEC §6, computed on the server and returned with `/users/me`. */
const crud = { list: z.boolean(), view: z.boolean(), create: z.boolean(), edit: z.boolean(), delete: z.boolean() };
export const permissions = z.object({
  users: z.object({ ...crud, invite: z.boolean(), tracking: z.boolean(), pro: z.boolean() }),
  connections: z.object(crud),
  trips: z.object(crud),
  contacts: z.object({ ...crud, import: z.boolean() }),
  communities: z.object(crud),
  events: z.object(crud),
  messaging: z.object(crud),
});
export type Permissions = z.infer<typeof permissions>;

/**
 * The connection between the caller and a member, from the caller's side (SPEC §3 "User"
 * `connection`): what the level picker, "Accept connection" and "Invitation sent" show. Null for
 * no connection, on one's own profile, for visitors, and when the member blocked the caller.
 */
export const userConnection = z
  .object({ id: z.uuid(), type: z.enum(connectionTypes), status: z.enum(connectionStatuses) })
  .nullable();
export type UserConnection = z.infer<typeof userConnection>;

/**
 * A member as another person sees them. Every field the member's visibility levels withhold from
 * that person is null, exactly as if it were empty, so a hidden value cannot be told apart from
 * none. `last_name` hidden also leaves `display_name`.
 */
export const user = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  display_name: z.string(),
  username: z.string().nullable(),
  user_type: userType,
  profile_picture: profilePicture,
  bio: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  book_meeting_link: z.string().nullable(),
  base_location: location.nullable(),
  /** Where the member is today: their current trip once trips exist, else their home city. */
  today_location: location.nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  connection: userConnection,
});
export type User = z.infer<typeof user>;

/** The signed-in member as `/users/me` returns them: all of their own profile and settings. */
export const me = user.extend({
  /** The member always sees their own last name. */
  last_name: z.string(),
  phone_verified: z.boolean(),
  onboarded: z.boolean(),
  visibility,
  notification_preferences: notificationPreferences,
  permissions,
  created_at: z.iso.datetime(),
});
export type Me = z.infer<typeof me>;

export const usernameMaxLength = 30;
export const bioMaxLength = 500;

/** SPEC §5: no spaces, starts with a letter, letters/digits/underscore only. */
export const username = text({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(usernameMaxLength, messages.maxLength(usernameMaxLength))
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, messages.usernameInvalid);

/** Optional free text: trimmed, at most `max` characters, empty meaning none. */
export const optionalText = (max: number, { multiline = false } = {}) =>
  text({ multiline })
    .trim()
    .max(max, messages.maxLength(max))
    .transform((value) => value || null)
    .nullable();

const socialLink = (kind: (typeof socialKinds)[number]) =>
  text()
    .trim()
    .nullable()
    .transform((value, context) => {
      if (!value) return null;
      const link = normaliseSocialLink(kind, value);
      if (!link) context.addIssue({ code: 'custom', message: messages.invalidSocialLink });
      return link;
    });

const personName = text({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(shortTextMaxLength, messages.maxLength(shortTextMaxLength));

/** `PUT /users/{id}/`: every field optional; only what is sent changes. */
export const updateUserRequest = z.object({
  first_name: personName.optional(),
  last_name: personName.optional(),
  username: username.nullable().optional(),
  bio: optionalText(bioMaxLength, { multiline: true }).optional(),
  company: optionalText(shortTextMaxLength).optional(),
  position: optionalText(shortTextMaxLength).optional(),
  book_meeting_link: text()
    .trim()
    .nullable()
    .refine((value) => !value || /^https?:\/\/\S+\.\S+/.test(value), messages.invalidLink)
    .transform((value) => value || null)
    .optional(),
  base_location: placeId.nullable().optional(),
  linkedin: socialLink('linkedin').optional(),
  twitter: socialLink('twitter').optional(),
  instagram: socialLink('instagram').optional(),
  visibility: visibility.partial().optional(),
  notification_preferences: notificationPreferencesChanges.optional(),
  user_type: userType.optional(),
  onboarded: z.boolean().optional(),
  /** Sending null removes the picture; a new one comes as the multipart file `profile_picture`. */
  profile_picture: z.null().optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

/** `POST /users/` (admin and staff): a member who then sets a password through the reset link. */
export const createUserRequest = z.object({
  email: text().trim().min(1, messages.required).pipe(z.email(messages.invalidEmail)),
  first_name: personName,
  last_name: personName,
  user_type: userType.default('customer'),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

/** The mail and calendar accounts a member can connect (SPEC §2 `/integrations/{connection}/success`). */
export const integrationConnections = ['google', 'outlook'] as const;
export const integrationConnection = z.enum(integrationConnections);
export type IntegrationConnection = z.infer<typeof integrationConnection>;

/** One connection as the member sees it: connected once any scopes are granted. */
export const integrationGrant = z.object({ granted_scopes: z.array(z.string()) });

/** `GET /users/{userId}/integrations/` (SPEC §7): what each connection may read. */
export const integrations = z.object({
  google: integrationGrant,
  outlook: integrationGrant,
  /** The member's private address for forwarding booking confirmations; null where the server has no inbound domain. */
  forwarding_address: z.string().nullable(),
});
export type Integrations = z.infer<typeof integrations>;
