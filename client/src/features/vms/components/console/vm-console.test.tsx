import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, serve } from '@/testing/http-stub';
import { renderAt } from '@/features/vms/testing/render';
import { restoreSpiesAfterEach, spyOnHttp } from '@/testing/spies';
import { VmConsole } from './vm-console';

let http: ReturnType<typeof spyOnHttp<'get'>>;

const onClose = vi.fn();
const reply = (consoleUrl: unknown) =>
  serve(http.get, { '/virtualMachines/getConsole/12': ok({ consoleUrl }) });

describe('VmConsole', () => {
  beforeEach(() => {
    onClose.mockReset();
    // Each test serves its own replies; until then every request is refused.
    http = spyOnHttp('get');
    serve(http.get, {});
  });
  restoreSpiesAfterEach();

  it('shows "Loading console..." until the frame has loaded', async () => {
    reply('http://localhost:4000/console/12?ticket=abc');
    renderAt('/c', <VmConsole id={12} onClose={onClose} />);
    expect(screen.getByText('Loading console...')).toBeTruthy();
    const frame = await screen.findByTitle<HTMLIFrameElement>('Virtual machine console');
    expect(frame.getAttribute('src')).toBe('http://localhost:4000/console/12?ticket=abc');
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByText('Loading console...')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Close console' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an empty or unsafe console URL', async () => {
    reply('');
    const { unmount } = renderAt('/c', <VmConsole id={12} onClose={onClose} />);
    expect(await screen.findByText('Failed to load console. Please try again.')).toBeTruthy();
    expect(screen.getByText('Invalid console URL')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    unmount();
    reply('javascript:alert(1)');
    renderAt('/c', <VmConsole id={12} onClose={onClose} />);
    expect(await screen.findByText('Failed to load console. Please try again.')).toBeTruthy();
    expect(screen.queryByTitle('Virtual machine console')).toBeNull();
  });

  it('reports a failed fetch', async () => {
    serve(http.get, {
      '/virtualMachines/getConsole/12': fail(409, 'Console is currently unavailable'),
    });
    renderAt('/c', <VmConsole id={12} onClose={onClose} />);
    expect(
      await screen.findByText('Failed to fetch console URL: Console is currently unavailable'),
    ).toBeTruthy();
  });

  it('closes at once for an id that is not a number', () => {
    serve(http.get, {});
    renderAt('/c', <VmConsole id={null} onClose={onClose} />);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(http.get).not.toHaveBeenCalled();
  });
});
