import { createHash } from "node:crypto";
import sharp from "sharp";
import { PHOTO_FORMATS, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_WIDTHS, type PhotoFormat, type PhotoType, type PhotoErrorCode } from "../contract/product-photo";

/**
 * An uploaded photo judged by its content (decision 052) and made into the sizes pages show. Neither the file's name
 * nor its declared type is trusted: the first bytes say what it is, and only a JPEG, PNG or WebP that sharp reads
 * within PHOTO_MAX_PIXELS is taken. Every size is turned upright by its EXIF orientation and written without any
 * metadata (EXIF, GPS, XMP), which sharp leaves out unless asked to keep it.
 */

export class PhotoRefused extends Error {
  constructor(readonly code: PhotoErrorCode) {
    super(code);
  }
}

/** What the first bytes of a file say it is; null for anything but the three types taken. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export interface PhotoFile {
  width: number;
  format: PhotoFormat;
  bytes: Buffer;
}

export interface MadePhoto {
  type: PhotoType;
  /** SHA-256 of the upload, hex: the files' names. */
  hash: string;
  /** Upright. */
  width: number;
  height: number;
  widths: number[];
  files: PhotoFile[];
}

const reader = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" });

/** The upload checked and made into every width (none wider than itself) in AVIF and WebP; PhotoRefused when it is not one to take. */
export async function makePhotoSizes(bytes: Uint8Array): Promise<MadePhoto> {
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new PhotoRefused("photo.tooLarge");
  const type = sniffPhotoType(bytes);
  if (!type) throw new PhotoRefused("photo.notImage");
  const upright = await uprightSize(bytes, type);
  const widths = widthsFor(upright.width);
  const files = await encodeSizes(bytes, widths).catch(() => {
    // A header that reads well over a body that does not (a truncated or corrupt file).
    throw new PhotoRefused("photo.notImage");
  });
  return { type, hash: createHash("sha256").update(bytes).digest("hex"), ...upright, widths, files };
}

function encodeSizes(bytes: Uint8Array, widths: number[]): Promise<PhotoFile[]> {
  return Promise.all(
    widths.flatMap((width) =>
      PHOTO_FORMATS.map(async (format): Promise<PhotoFile> => {
        const resized = reader(bytes).rotate().resize({ width, withoutEnlargement: true });
        // AVIF at effort 4 takes seconds for a 1200 px photo; 2 is nearly as small and several times faster.
        const encoded = format === "avif" ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 });
        return { width, format, bytes: await encoded.toBuffer() };
      }),
    ),
  );
}

/** The photo's size once turned upright, read from its header; refused when sharp cannot read it as the type its bytes claim, or it has too many pixels. */
async function uprightSize(bytes: Uint8Array, type: PhotoType): Promise<{ width: number; height: number }> {
  try {
    const metadata = await reader(bytes).metadata();
    if (metadata.format !== type || !metadata.width || !metadata.height) throw new PhotoRefused("photo.notImage");
    if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw new PhotoRefused("photo.tooManyPixels");
    return metadata.autoOrient;
  } catch (error) {
    if (error instanceof PhotoRefused) throw error;
    throw new PhotoRefused(/pixel limit/i.test(String(error)) ? "photo.tooManyPixels" : "photo.notImage");
  }
}

/** The widths made of a photo this wide: every standard one it reaches, or its own width when it is narrower than all. */
export function widthsFor(width: number): number[] {
  const reached = PHOTO_WIDTHS.filter((standard) => standard <= width);
  return reached.length > 0 ? reached : [width];
}
