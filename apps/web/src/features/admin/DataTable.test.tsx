// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable, type ListView } from './DataTable';
import type { SortKey } from './useListState';
import { inEnglish } from '../../testing/render';
import { renderWithMessages } from './renderInTest';

interface Row {
  id: number;
  title: string;
  updatedAt: string;
}

const rows: Row[] = [
  { id: 7, title: 'Yin yoga', updatedAt: '2026-11-20' },
  { id: 3, title: 'Breathwork', updatedAt: '2026-11-18' },
];

const columns: Column<Row, SortKey>[] = [
  { id: 'title', header: 'Title', sortKey: 'title', cell: (row) => row.title },
  { id: 'note', header: 'Note', cell: (row, index) => `#${index + 1} of ${row.id}` },
  { id: 'updated', header: 'Last change', sortKey: 'updatedAt', cell: (row) => row.updatedAt },
];

const view: ListView<SortKey> = {
  search: '',
  status: 'all',
  sort: 'updatedAt',
  direction: 'desc',
  page: 1,
  pageSize: 20,
  filters: {},
};

inEnglish();

function serverList(state: Partial<ListView<SortKey>> = {}, total = 45) {
  const onChange = vi.fn();
  renderWithMessages(
    <DataTable
      caption="Classes"
      columns={columns}
      rows={rows}
      loading={false}
      empty="No classes yet."
      actions={(row) => <button type="button">Edit {row.title}</button>}
      list={{ state: { ...view, ...state }, onChange, total }}
    />,
  );
  return onChange;
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('the back-office table', () => {
  it('renders the page it is given, in the server’s order, with the row actions', () => {
    serverList();
    const table = screen.getByRole('table', { name: 'Classes' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Yin yoga', 'Breathwork']);
    expect(within(bodyRows[1]!).getByText('#2 of 3')).toBeTruthy();
    expect(within(bodyRows[0]!).getByRole('button', { name: 'Edit Yin yoga' })).toBeTruthy();
    expect(header('Actions').getAttribute('aria-sort')).toBeNull();
  });

  it('marks the sorted column for screen readers and offers the others as sort buttons', () => {
    serverList();
    expect(header('Last change').getAttribute('aria-sort')).toBe('descending');
    expect(header('Title').getAttribute('aria-sort')).toBe('none');
    expect(header('Note').getAttribute('aria-sort')).toBeNull();
    expect(within(header('Note')).queryByRole('button')).toBeNull();
  });

  it('asks the server for a new sort: titles A→Z first, the sorted column the other way round', () => {
    const onChange = serverList();
    fireEvent.click(within(header('Title')).getByRole('button', { name: 'Title' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'title', direction: 'asc' });
    fireEvent.click(within(header('Last change')).getByRole('button', { name: 'Last change' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'updatedAt', direction: 'asc' });
  });

  it('pages through the server’s rows and changes the page size', () => {
    const onChange = serverList({ page: 2 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith({ pageSize: 50 });
  });

  it('sends the search to the server once typing stops, and filters by status', async () => {
    vi.useFakeTimers();
    try {
      const onChange = serverList();
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' yoga ' } });
      expect(onChange).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(350);
      });
      expect(onChange).toHaveBeenLastCalledWith({ search: 'yoga' });
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
      expect(onChange).toHaveBeenLastCalledWith({ status: 'draft' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when filters match nothing, and shows the empty text otherwise', () => {
    const onChange = vi.fn();
    const props = { caption: 'Classes', columns, rows: [], loading: false, empty: 'No classes yet.' };
    renderWithMessages(
      <DataTable {...props} list={{ state: { ...view, filters: { classType: 'REGULAR' } }, onChange, total: 0 }} />,
    );
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy();
    cleanup();
    renderWithMessages(<DataTable {...props} list={{ state: view, onChange, total: 0 }} />);
    expect(screen.getByText('No classes yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows a whole short list without search, sort buttons or pages', () => {
    const actions = vi.fn((row: Row, index: number) => <span>{`${row.id}@${index}`}</span>);
    renderWithMessages(
      <DataTable caption="Slides" columns={columns} rows={rows} loading={false} empty="None" actions={actions} />,
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(within(header('Title')).queryByRole('button')).toBeNull();
    expect(screen.getByText('3@1')).toBeTruthy();
  });

  it('announces the first load and offers a retry after an error', () => {
    const onRetry = vi.fn();
    renderWithMessages(<DataTable caption="Slides" columns={columns} rows={undefined} loading empty="None" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    cleanup();
    renderWithMessages(
      <DataTable
        caption="Slides"
        columns={columns}
        rows={undefined}
        loading={false}
        error="The list could not be loaded."
        onRetry={onRetry}
        empty="None"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
