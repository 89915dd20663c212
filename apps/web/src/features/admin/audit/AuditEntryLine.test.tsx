// @vitest-environment happy-dom
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '@app/contract';
import { i18n, type Messages } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntryLine } from './AuditEntryLine';
import { ACTION_NAMES, ENTITY_NAMES } from './auditWords';
import { renderWithMessages } from '../renderInTest';

const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  userName: 'Dewi',
  apiKeyName: null,
  job: null,
  action: 'update',
  entity: 'class',
  entityId: '7',
  summary: 'Evening breathwork',
  createdAt: '2026-11-20T00:00:00.000Z',
  ...patch,
});

function line(patch: Partial<AuditEntry>): string {
  renderWithMessages(
    <ul>
      <AuditEntryLine entry={entry(patch)} />
    </ul>,
  );
  const text = screen.getByRole('listitem').textContent ?? '';
  cleanup();
  return text;
}

// Indonesian: no code (English words) can pass for its translation there.
beforeAll(async () => {
  const { messages } = await import('../../../locales/id/admin.po');
  i18n.loadAndActivate({ locale: 'id', messages: messages as Messages });
});
afterEach(cleanup);

describe('AuditEntryLine', () => {
  it('has a phrase for every kind of change the server records, in the staff member’s language', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(Object.hasOwn(ACTION_NAMES, action), action).toBe(true);
      const text = line({ action, entity: action.startsWith('staff.') ? 'user' : 'class' });
      expect(text, action).not.toContain(action);
      expect(text, action).toContain('“Evening breathwork”');
    }
  });

  it('has a name for every kind of item', () => {
    for (const entity of AUDIT_ENTITIES) {
      expect(Object.hasOwn(ENTITY_NAMES, entity), entity).toBe(true);
      expect(i18n._(ENTITY_NAMES[entity]), entity).not.toBe('');
    }
    expect(i18n._(ENTITY_NAMES.user)).toBe('akun staf');
    expect(
      line({ action: 'staff.password-reset-requested', entity: 'user', userName: null, summary: 'Sekar <s@x.id>' }),
    ).toMatch(/^Seseorang meminta tautan atur ulang kata sandi untuk “Sekar <s@x.id>”/);
  });

  it('says who: the publishing schedule for its changes, and when no name was recorded', () => {
    expect(line({ action: 'publish', entity: 'media article', userName: null, job: 'scheduler' })).toMatch(
      /^Jadwal penerbitan menerbitkan artikel media “Evening breathwork”/,
    );
    expect(line({ action: 'cancel', entity: 'booking', userName: null, apiKeyName: 'HR sync' })).toMatch(
      /^Kunci API ‘HR sync’ /,
    );
    expect(line({ action: 'publish', entity: 'media article', summary: '' })).toContain('(tidak ada nama tercatat)');
    // A list has no one name.
    expect(line({ action: 'reorder', entity: 'slide', entityId: null, summary: '' })).not.toContain('(');
  });
});
