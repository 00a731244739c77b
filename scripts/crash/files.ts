import { readFile } from 'node:fs/promises';
import { dataFilePath, journalPath } from '../../mock-server/src/storage/file/file-store';
import { journalFiles, readJournal } from '../../mock-server/src/storage/file/journal';

/** What is wrong with a world's files as a crash left them: an unreadable snapshot, a torn journal. */
export async function invalidFiles(dir: string): Promise<string[]> {
  const problems: string[] = [];
  try {
    JSON.parse(await readFile(dataFilePath(dir), 'utf8'));
  } catch (e) {
    problems.push(`db.json: ${(e as Error).message}`);
  }
  // db.journal, and any journal a compaction opened beside it: only a last line may be torn.
  for (const journal of await journalFiles(journalPath(dir)))
    await readJournal(journal).catch((e: Error) => problems.push(e.message));
  return problems;
}
