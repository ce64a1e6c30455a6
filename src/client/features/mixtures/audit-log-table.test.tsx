// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MixtureEvent } from '../../../shared/contract/mixtures';
import { AuditLogTable } from './audit-log-table';

let lastId = 0;
const entry = (event: string, timestamp: string, extra: Partial<MixtureEvent> = {}): MixtureEvent => ({
  id: ++lastId,
  timestamp,
  event,
  created_by: 'Mara Okafor',
  note: null,
  details: null,
  operation_id: null,
  ...extra,
});

describe('the mixture audit log', () => {
  it('says so when nothing is recorded', () => {
    render(<AuditLogTable events={[]} />);
    expect(screen.getByText('No audit entries recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the newest entry first, a stock change linked to its operation, details as JSON', () => {
    render(
      <MemoryRouter>
        <AuditLogTable
          events={[
            entry('created', '2026-11-21T23:51:27.262790Z', { operation_id: 12 }),
            entry('draw', '2026-11-22T08:10:00.000000Z', { operation_id: 13, note: 'line 2', details: { quantity: 2.5 } }),
            entry('viscosity check', '2026-11-22T09:00:00.000000Z'),
          ]}
        />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('table', { name: 'Audit log' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['viscosity check', 'draw', 'created']);
    expect(within(rows[1]!).getByRole('link', { name: 'draw' })).toHaveAttribute('href', '/operation/13');
    expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('line 2');
    expect(rows[1]).toHaveTextContent('{"quantity":2.5}');
  });
});
