import { messages, pictureMaxBytes, pictureTypes } from '@here-and-there/contracts';

/** SPEC §5: png, jpeg or svg+xml up to the maximum; checked before the upload, and again by the server. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!(pictureTypes as readonly string[]).includes(file.type)) return messages.invalidFileType;
  if (file.size > pictureMaxBytes) return messages.fileTooBig(pictureMaxBytes);
  return null;
}
