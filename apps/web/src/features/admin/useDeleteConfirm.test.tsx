// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeleteConfirm } from './useDeleteConfirm';
import { inEnglish } from '../../testing/render';
import { renderWithMessages } from './renderInTest';

const TITLE = 'Yoga <i>flow</i> <script>alert(1)</script> <0/>';

function Row() {
  const { ask, dialog } = useDeleteConfirm(
    async () => {},
    () => {},
  );
  return (
    <>
      <button type="button" onClick={() => ask({ id: 1, version: 1, title: TITLE })}>
        Delete
      </button>
      {dialog}
    </>
  );
}

inEnglish();

describe('useDeleteConfirm', () => {
  it('names the item exactly as it was typed, markup-like text included', () => {
    renderWithMessages(<Row />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('heading', { name: `Delete “${TITLE}”?` })).toBeTruthy();
    expect(screen.getByRole('alertdialog').querySelector('i, script')).toBeNull();
  });
});
