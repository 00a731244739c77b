import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useJobs } from './job-store';

function JobCount() {
  const { active, completed } = useJobs();
  return <output>{active.length + completed.length}</output>;
}

describe('useJobs', () => {
  it('renders without the browser (the first-paint check renders on the server): no jobs', () => {
    expect(renderToString(<JobCount />)).toBe('<output>0</output>');
  });
});
