import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

let mounts = 0;
function Counted({ label }: { label: string }) {
  const [n] = useState(() => ++mounts);
  return (
    <p>
      {label} {n}
    </p>
  );
}

function Harness() {
  const [active, setActive] = useState<'one' | 'two' | 'three'>('one');
  return (
    <Tabs
      id="t"
      active={active}
      onSelect={setActive}
      tabs={[
        { key: 'one', title: 'One', content: <Counted label="first" /> },
        { key: 'two', title: 'Two', content: <Counted label="second" /> },
        { key: 'three', title: 'Three', content: <Counted label="third" /> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the active panel, named after its tab, and mounts the others only once opened', () => {
    mounts = 0;
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('first 1');
    expect(screen.queryByText(/second/)).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('second 2');
    fireEvent.click(screen.getByRole('tab', { name: 'One' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    // Still the first mount: a panel stays mounted once opened.
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('second 2');
  });

  it('moves between tabs with the arrow keys, Home and End, focus following', () => {
    render(<Harness />);
    const one = screen.getByRole('tab', { name: 'One' });
    fireEvent.keyDown(one, { key: 'ArrowLeft' });
    const three = screen.getByRole('tab', { name: 'Three' });
    expect(three.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: 'End' });
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three, { key: 'Home' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    // Only the selected tab is in the tab order.
    expect(three.getAttribute('tabindex')).toBe('-1');
  });
});
