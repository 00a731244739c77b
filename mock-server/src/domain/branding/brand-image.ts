import { DEMO_IMAGE_MAX_BYTES, DEMO_IMAGE_TYPES, DEMO_MESSAGES } from '@contract/demos';
import type { BrandAssetType } from '../../model/schema';
import { HttpError } from '../shared/errors';
import { svgIsSafe } from './safe-svg';

/** A brand image, checked: its type and its bytes (base64), ready to be a brand asset. */
export type BrandImage = { contentType: BrandAssetType; data: string };

/** Why an uploaded image was refused: 400 (type, content) or 413 (size), with the contract's message. */
export class BrandImageError extends HttpError {
  constructor(status: 400 | 413, message: string) {
    super(status, message);
    this.name = 'BrandImageError';
  }
}

const wrongType = () => new BrandImageError(400, DEMO_MESSAGES.imageType);
const tooLarge = () => new BrandImageError(413, DEMO_MESSAGES.imageTooLarge);

const DATA_URL = /^data:([a-z0-9+/.-]+)((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Leading bytes each raster type must start with (WebP: RIFF, then WEBP at offset 8). */
const MAGIC: Record<Exclude<BrandAssetType, 'image/svg+xml'>, (b: Buffer) => boolean> = {
  'image/png': (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])),
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const isImageType = (type: string): type is BrandAssetType =>
  (DEMO_IMAGE_TYPES as readonly string[]).includes(type);

function decode(payload: string, base64: boolean): Buffer {
  if (!base64) {
    try {
      return Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      throw wrongType();
    }
  }
  const compact = payload.replace(/\s+/g, '');
  // Past the size already in its encoded form: refused before decoding.
  if (compact.length > Math.ceil(DEMO_IMAGE_MAX_BYTES / 3) * 4) throw tooLarge();
  if (!BASE64.test(compact) || compact.length % 4 !== 0) throw wrongType();
  return Buffer.from(compact, 'base64');
}

/**
 * An uploaded image as a `data:` URL, checked: a PNG, JPEG, WebP or SVG whose bytes are what
 * it claims, at most DEMO_IMAGE_MAX_BYTES decoded, and for an SVG nothing that runs or reaches
 * another address. Throws a BrandImageError.
 */
export function parseBrandImage(dataUrl: string): BrandImage {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw wrongType();
  const contentType = (match[1] ?? '').toLowerCase();
  if (!isImageType(contentType)) throw wrongType();
  const bytes = decode(match[4] ?? '', match[3] !== undefined);
  if (bytes.length > DEMO_IMAGE_MAX_BYTES) throw tooLarge();
  if (bytes.length === 0) throw wrongType();
  if (contentType === 'image/svg+xml') {
    const verdict = svgIsSafe(bytes.toString('utf8'));
    if (verdict === 'malformed') throw wrongType();
    if (verdict === 'unsafe') throw new BrandImageError(400, DEMO_MESSAGES.svgUnsafe);
  } else if (!MAGIC[contentType](bytes)) throw wrongType();
  return { contentType, data: bytes.toString('base64') };
}
