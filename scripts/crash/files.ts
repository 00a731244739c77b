import { readFile } from 'node:fs/promises';
import { dataFilePath, journalPath } from '../../mock-server/src/storage/file/file-store';

/** What is wrong with a world's files as a crash left them: an unreadable snapshot, a torn journal. */
export async function invalidFiles(dir: string): Promise<string[]> {
  const problems: string[] = [];
  try {
    JSON.parse(await readFile(dataFilePath(dir), 'utf8'));
  } catch (e) {
    problems.push(`db.json: ${(e as Error).message}`);
  }
  const lines = (await readFile(journalPath(dir), 'utf8').catch(() => '')).split('\n');
  lines.forEach((line, i) => {
    if (line === '') return;
    try {
      JSON.parse(line);
    } catch {
      // Only the last line may be torn: it was never acknowledged.
      if (lines.slice(i + 1).some((l) => l !== '')) problems.push(`journal line ${i + 1}`);
    }
  });
  return problems;
}
