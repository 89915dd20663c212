// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDeleteConfirm } from './useDeleteConfirm';

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

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

describe('useDeleteConfirm', () => {
  it('names the item exactly as it was typed, markup-like text included', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Row />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('heading', { name: `Delete “${TITLE}”?` })).toBeTruthy();
    expect(screen.getByRole('alertdialog').querySelector('i, script')).toBeNull();
  });
});
