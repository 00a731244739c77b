import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppModal } from './app-modal';

describe('AppModal', () => {
  it('is a dialog named by its title, for screen readers and axe', () => {
    render(
      <AppModal show onHide={() => undefined} title="Stop Virtual Machine">
        Are you sure?
      </AppModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Stop Virtual Machine' })).toBeTruthy();
  });
});
