import { messages } from '@here-and-there/contracts';
import type { TFunction } from './resources.ts';

/** Messages with a number in them are templates in the catalogues; the rest match word for word. */
type TemplateKey = 'maxLength' | 'fileTooBig';
type MessageKey = Exclude<keyof typeof messages, TemplateKey>;
const templateKeys: readonly string[] = ['maxLength', 'fileTooBig'] satisfies TemplateKey[];
const messageKeys = Object.keys(messages).filter((key): key is MessageKey => !templateKeys.includes(key));
const maxLengthPattern = /^Can't have more than (\d+) characters$/;
const fileTooBigPattern = /^File is too big\. The maximum is (\d+) MB$/;

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
  const fileTooBig = fileTooBigPattern.exec(message);
  if (fileTooBig) return t('errors.fileTooBig', { max: Number(fileTooBig[1]) });
  return message;
}
