/**
 * World data read from disk that cannot be used as it is: unreadable JSON, a damaged journal,
 * a shape that fails the schema, or a version this sandbox cannot upgrade. The caller decides
 * what happens to the files (set aside, or the world quarantined), never a silent reseed.
 */
export class DamagedWorldError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DamagedWorldError';
  }
}

/** Whatever went wrong while reading, as a DamagedWorldError that says so. */
export const asDamaged = (error: unknown): DamagedWorldError =>
  error instanceof DamagedWorldError
    ? error
    : new DamagedWorldError((error as Error).message ?? String(error), { cause: error });

/** A time as a file-name suffix: what a damaged file set aside is named after. */
export const fileStamp = (at: Date): string => at.toISOString().replace(/[:.]/g, '-');
