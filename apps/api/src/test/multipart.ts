import { randomBytes } from 'node:crypto';

/** A file part of a test's multipart form. */
export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body and its content type, as a browser would send the form. */
export function multipartForm(fields: Record<string, string>, file?: FormFile) {
  const boundary = `----here-and-there-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
