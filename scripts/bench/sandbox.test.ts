import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromProjectRoot } from '../../mock-server/src/project-root';
import { YOUNG_GENERATION } from './sandbox';

describe('the young generation the bench measures', () => {
  it('is the one every command that serves the sandbox starts Node with', () => {
    const { scripts } = JSON.parse(readFileSync(fromProjectRoot('package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['mock', 'trial', 'serve', 'serve:trial'])
      expect(scripts[name], name).toContain(`node ${YOUNG_GENERATION.join(' ')} `);
    const command = /^CMD (\[.*\])$/m.exec(
      readFileSync(fromProjectRoot('Dockerfile'), 'utf8'),
    )?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual([
      'node',
      ...YOUNG_GENERATION,
      'dist/server/trial.js',
    ]);
  });
});
