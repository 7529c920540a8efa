/** Query keys of members as others see them. */
export const userKeys = {
  all: ['users'] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
  settingsChange: () => [...userKeys.all, 'settings-change'] as const,
};
