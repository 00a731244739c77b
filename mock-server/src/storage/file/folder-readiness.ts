import { constants } from 'node:fs';
import { access } from 'node:fs/promises';

/** Null when this process can read and write `dir`, else why not (for GET /readyz). */
export async function folderReadiness(dir: string): Promise<string | null> {
  try {
    await access(dir, constants.R_OK | constants.W_OK);
    return null;
  } catch (error) {
    return `the data folder cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
}
