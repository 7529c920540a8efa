import { defaultNotificationPreferences, defaultVisibility, type Me } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { applySettingsChange, isDeleteConfirmed, revertSettingsChange } from './account-settings.ts';

const member = {
  id: '7d6f1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  visibility: defaultVisibility,
  notification_preferences: defaultNotificationPreferences,
} as Me;

describe('privacy settings', () => {
  it('shows a changed level at once and keeps every other setting', () => {
    const changed = applySettingsChange(member, { visibility: { last_name: 'hidden' } });
    expect(changed.visibility).toEqual({ ...defaultVisibility, last_name: 'hidden' });
    expect(changed.notification_preferences).toEqual(member.notification_preferences);
  });

  it('puts back only what a failed change touched, keeping a change saved meanwhile', () => {
    const failed = { visibility: { email: 'public' as const } };
    const afterBoth = applySettingsChange(applySettingsChange(member, failed), {
      visibility: { phone: 'close-network' },
      notification_preferences: { sms: true },
    });
    const reverted = revertSettingsChange(afterBoth, failed, member);
    expect(reverted.visibility).toEqual({ ...defaultVisibility, phone: 'close-network' });
    expect(reverted.notification_preferences).toEqual({ ...defaultNotificationPreferences, sms: true });
  });

  it('changes one channel of one topic, and puts back only that channel when it fails', () => {
    const failed = { notification_preferences: { topics: { messages: { email: false } } } };
    const changed = applySettingsChange(member, failed);
    expect(changed.notification_preferences.topics).toEqual({
      ...defaultNotificationPreferences.topics,
      messages: { push: true, email: false, sms: true },
    });
    const afterBoth = applySettingsChange(changed, {
      notification_preferences: {
        topics: { messages: { push: false } },
        quiet_hours: { starts_at: '22:00', ends_at: '07:00' },
      },
    });
    const reverted = revertSettingsChange(afterBoth, failed, member);
    expect(reverted.notification_preferences).toEqual({
      ...defaultNotificationPreferences,
      topics: { ...defaultNotificationPreferences.topics, messages: { push: false, email: true, sms: true } },
      quiet_hours: { starts_at: '22:00', ends_at: '07:00' },
    });
  });

  it('turns a notification channel back on when switching it off fails', () => {
    const failed = { notification_preferences: { push: false } };
    const reverted = revertSettingsChange(applySettingsChange(member, failed), failed, member);
    expect(reverted.notification_preferences.push).toBe(true);
  });
});

describe('delete account confirmation', () => {
  it('accepts "delete" typed in any case', () => {
    expect(isDeleteConfirmed('delete')).toBe(true);
    expect(isDeleteConfirmed('DELETE')).toBe(true);
    expect(isDeleteConfirmed('Delete ')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isDeleteConfirmed('delet')).toBe(false);
    expect(isDeleteConfirmed('')).toBe(false);
    expect(isDeleteConfirmed('delete me')).toBe(false);
  });
});
