import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NetworkListRow } from '@contract/networks';
import { NetworkTable } from './network-table';

const row = (id: number, region: string): NetworkListRow => ({
  id,
  name: 'Default Network',
  cidrBlock: '10.0.0.0/22',
  networkType: 'standard',
  region,
  connectedVms: 0,
});

describe('the network list', () => {
  it('tells rows of the same name apart on a phone: the region, hidden as a column there, goes under the name', () => {
    render(
      <NetworkTable
        rows={[row(1, 'Sydney'), row(2, 'Frankfurt')]}
        loading={false}
        sort={{ column: 'name', descending: false }}
        onSort={() => {}}
        onOpen={() => {}}
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    const nameCell = (r: HTMLElement | undefined) =>
      within(r as HTMLElement).getAllByRole('cell')[0];
    expect(nameCell(first)?.textContent).toBe('Default NetworkSydney');
    expect(nameCell(second)?.textContent).toBe('Default NetworkFrankfurt');
    // Only below the breakpoint from which the Region column shows.
    expect(within(nameCell(first) as HTMLElement).getByText('Sydney').className).toContain(
      'd-md-none',
    );
  });
});
