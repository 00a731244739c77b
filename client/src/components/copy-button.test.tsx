import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  const writeText = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  const click = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
  };

  it('copies the value and shows a tick', async () => {
    render(<CopyButton value="10.0.0.0/24" label="CIDR block" />);
    expect(screen.getByRole('button', { name: 'Copy CIDR block' })).toBeTruthy();
    await click();
    expect(writeText).toHaveBeenCalledWith('10.0.0.0/24');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Copied' });
    expect(button.disabled).toBe(true);
    expect(button.querySelector('.bi-check2')).toBeTruthy();
  });

  it('stays locked for 1 second after a copy, then unlocks', async () => {
    render(<CopyButton value="abc" />);
    await click();
    await click();
    expect(writeText).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole<HTMLButtonElement>('button').disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy' }).disabled).toBe(false);
    await click();
    expect(writeText).toHaveBeenCalledTimes(2);
  });
});
