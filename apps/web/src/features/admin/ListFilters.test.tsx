// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listQueryProps } from './listQueryProps';
import { DateRangeFilter, SelectFilter } from './ListFilters';
import { inEnglish } from '../../testing/render';
import { renderWithMessages } from './renderInTest';

inEnglish();

describe('a list filter', () => {
  it('is a labelled select whose first choice means all', () => {
    const onChange = vi.fn();
    renderWithMessages(
      <SelectFilter
        title="Status"
        value="scheduled"
        onChange={onChange}
        allLabel="All statuses"
        allValue="all"
        options={[
          { value: 'scheduled', label: 'Scheduled' },
          { value: 'cancelled', label: 'Cancelled' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(select.value).toBe('scheduled');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ['all', 'All statuses'],
      ['scheduled', 'Scheduled'],
      ['cancelled', 'Cancelled'],
    ]);
    fireEvent.change(select, { target: { value: 'all' } });
    expect(onChange).toHaveBeenCalledWith('all');
  });

  it('offers a range of days, each end changed on its own', () => {
    const onChange = vi.fn();
    renderWithMessages(<DateRangeFilter from="2026-12-01" to="" onChange={onChange} />);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-12-01');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-31' } });
    expect(onChange).toHaveBeenCalledWith({ to: '2026-12-31' });
  });
});

describe("a list's query, as the table shows it", () => {
  const query = { isPending: false, isFetching: false, error: null, refetch: vi.fn() };

  it('is loading on the first fetch and fetching on a later one, with the rows it has', () => {
    expect(listQueryProps({ ...query, isPending: true, isFetching: true })).toMatchObject({
      rows: undefined,
      loading: true,
      fetching: false,
    });
    expect(listQueryProps({ ...query, isFetching: true, data: { rows: [{ id: 1 }] } })).toMatchObject({
      rows: [{ id: 1 }],
      loading: false,
      fetching: true,
      error: null,
    });
    // A list answered whole (staff, API keys, webhook endpoints) rather than by pages.
    expect(listQueryProps({ ...query, data: [{ id: 2 }] }).rows).toEqual([{ id: 2 }]);
  });

  it('gives the error’s message and retries by fetching again', () => {
    const props = listQueryProps({ ...query, error: { message: 'Down.' } });
    expect(props.error).toBe('Down.');
    props.onRetry();
    expect(query.refetch).toHaveBeenCalledOnce();
  });
});
