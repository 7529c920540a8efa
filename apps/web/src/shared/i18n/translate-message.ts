import { messages } from '@here-and-there/contracts';
import type { TFunction } from './resources.ts';

type MessageKey = Exclude<keyof typeof messages, 'maxLength'>;
const messageKeys = Object.keys(messages).filter((key): key is MessageKey => key !== 'maxLength');
const maxLengthPattern = /^Can't have more than (\d+) characters$/;

/**
 * Validation and server messages arrive in the contracts' English words; this finds their
 * translation so German members never see an English sentence in a German form.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = messageKeys.find((candidate) => messages[candidate] === message);
  if (key) return t(`errors.${key}`);
  const maxLength = maxLengthPattern.exec(message);
  if (maxLength) return t('errors.maxLength', { max: Number(maxLength[1]) });
  return message;
}
