import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobStatusButton } from './job-status-button';

describe('JobStatusButton', () => {
  it('shows the active count and bounces while jobs run', () => {
    const onClick = vi.fn();
    render(<JobStatusButton activeCount={2} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Job Status' });
    expect(button.className).toContain('is-busy');
    expect(button.textContent).toBe('2');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });

  it('rests without a badge when nothing runs', () => {
    render(<JobStatusButton activeCount={0} onClick={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Job Status' });
    expect(button.className).not.toContain('is-busy');
    expect(button.textContent).toBe('');
  });
});
