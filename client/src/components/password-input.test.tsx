import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('toggles between hidden and shown with an accessible label', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="pw">Password</label>
        <PasswordInput id="pw" />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

describe('PasswordChecklist', () => {
  it('marks met items', () => {
    render(<PasswordChecklist password="Abcdefghijk1!" confirmation="Abcdefghijk1!" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.every((li) => li.classList.contains('met'))).toBe(true);
    expect(screen.getByText('Password confirmed')).toBeTruthy();
  });
});
