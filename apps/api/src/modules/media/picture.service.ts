import { randomUUID } from 'node:crypto';
import { imageSizes, messages, type ProfilePicture, pictureMaxBytes } from '@here-and-there/contracts';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Upload } from '../../platform/multipart.ts';
import { mediaPrefix, putFile, removeFiles } from '../../platform/storage.ts';

type PictureType = 'png' | 'jpeg' | 'svg';

/**
 * The real type of an upload, read from its first bytes: the name and the declared type are the
 * client's word, so a PNG called .svg is a PNG and a script called .png is nothing.
 */
function sniffPictureType(data: Buffer): PictureType | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

const pictureFolder = (key: string) => `pictures/${key}`;
const pictureFile = (key: string, size: number) => `${pictureFolder(key)}/${size}.webp`;

/**
 * Checks an uploaded picture and stores it re-encoded in the sizes of SPEC §9 as WebP. Re-encoding
 * drops all metadata (EXIF, GPS) and turns an SVG into pixels, so no uploaded markup is ever served.
 * Returns the key of the stored sizes.
 */
export async function storePicture(context: AppContext, upload: Upload): Promise<string> {
  if (upload.data.length > pictureMaxBytes) {
    throw new DomainError('media.file_too_big', { fields: { [upload.field]: [messages.fileTooBig(pictureMaxBytes)] } });
  }
  const type = sniffPictureType(upload.data);
  const invalid = () =>
    new DomainError('media.invalid_file_type', { fields: { [upload.field]: [messages.invalidFileType] } });
  if (!type) throw invalid();
  let sizes: Buffer[];
  try {
    // `rotate()` applies the EXIF orientation before the metadata is dropped; the pixel limit
    // stops decompression bombs; SVGs are drawn large enough for the biggest size.
    const source = sharp(upload.data, { limitInputPixels: 50_000_000, density: type === 'svg' ? 300 : undefined });
    sizes = await Promise.all(
      imageSizes.map((size) =>
        source.clone().rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
      ),
    );
  } catch (error) {
    // A file that starts like a picture but does not decode is not a picture.
    context.log.info({ err: error }, 'an uploaded picture could not be decoded');
    throw invalid();
  }
  const key = randomUUID();
  await Promise.all(
    imageSizes.map((size, index) => putFile(context.config.dataDir, pictureFile(key, size), sizes[index]!)),
  );
  return key;
}

/** Removes every stored size of a picture. */
export function removePicture(context: AppContext, key: string) {
  return removeFiles(context.config.dataDir, pictureFolder(key));
}

/** The URLs of a stored picture's sizes, absolute so the native apps can load them too. */
export function pictureUrls(publicUrl: string, key: string | null): ProfilePicture {
  if (!key) return null;
  const url = (size: number) => `${publicUrl}${mediaPrefix}${pictureFile(key, size)}`;
  return { '30': url(30), '100': url(100), '500': url(500) };
}
