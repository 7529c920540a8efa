import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { messages, pictureMaxBytes } from '@here-and-there/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';
import type { App } from './http.ts';

/** An uploaded file as a route received it: the form field it came in and its bytes. */
export interface Upload {
  field: string;
  data: Buffer;
}

/** Multipart bodies: one file per request, no bigger than the largest picture accepted. */
export async function registerMultipart(app: App) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: pictureMaxBytes, files: 1, fields: 50, fieldSize: 64 * 1024, parts: 51 },
  });
}

/** A file part's bytes; past the size limit, the spec's "file too big" naming the maximum. */
async function readFile(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('media.file_too_big', {
        fields: { [part.fieldname]: [messages.fileTooBig(pictureMaxBytes)] },
      });
    }
    throw error;
  }
}

/**
 * A text field of a form as the JSON body would carry it: objects as JSON text, `true`/`false`
 * and `null` as themselves, everything else as the string it is.
 */
function formValue(text: string): unknown {
  if (text === 'true' || text === 'false' || text === 'null' || /^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The body of a create or update call that may carry a picture (DESIGN §4): JSON as it is, or a
 * multipart form's fields plus its one file. A file in any other field is refused.
 */
export async function readBodyWithFile(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, unknown>; file?: Upload }> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw new DomainError('bad_request');
    return { fields: body as Record<string, unknown> };
  }
  const fields: Record<string, unknown> = {};
  let file: Upload | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = formValue(String(part.value));
    } else if (part.fieldname === fileField) {
      file = { field: fileField, data: await readFile(part) };
    } else {
      part.file.resume();
      throw new DomainError('bad_request', { fields: { [part.fieldname]: [`Only ${fileField} may carry a file`] } });
    }
  }
  return { fields, file };
}
