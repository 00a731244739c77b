import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataFilePath, journalPath } from '../../mock-server/src/storage/file/file-store';
import { journalFiles } from '../../mock-server/src/storage/file/journal';

/** What is wrong with a world's files as a crash left them: an unreadable snapshot, a torn journal. */
export async function invalidFiles(dir: string): Promise<string[]> {
  const problems: string[] = [];
  try {
    JSON.parse(await readFile(dataFilePath(dir), 'utf8'));
  } catch (e) {
    problems.push(`db.json: ${(e as Error).message}`);
  }
  // db.journal, and any journal a compaction opened beside it.
  for (const journal of await journalFiles(journalPath(dir))) {
    const lines = (await readFile(journal, 'utf8').catch(() => '')).split('\n');
    lines.forEach((line, i) => {
      if (line === '') return;
      try {
        JSON.parse(line);
      } catch {
        // Only the last line may be torn: it was never acknowledged.
        if (lines.slice(i + 1).some((l) => l !== ''))
          problems.push(`${path.basename(journal)} line ${i + 1}`);
      }
    });
  }
  return problems;
}
