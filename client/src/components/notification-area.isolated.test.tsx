import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { NotificationArea } from './notification-area';

describe('NotificationArea', () => {
  it('shows a toast sent before it was mounted, even when React mounts it twice', async () => {
    notify.info('VM is being stopped');
    await act(async () => {
      render(
        <StrictMode>
          <NotificationArea />
        </StrictMode>,
      );
    });
    expect(await screen.findByText('VM is being stopped')).toBeTruthy();
  });
});
