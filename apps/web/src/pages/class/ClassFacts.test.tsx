// @vitest-environment happy-dom
import type { ClassDetail } from '@app/contract';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClockProvider } from '../../lib/clock';
import { ClassFacts } from './ClassFacts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

const onlineClass = (classType: ClassDetail['classType']): ClassDetail => ({
  id: 1,
  slug: 'online-class',
  classType,
  title: 'Online class',
  summary: '',
  image: null,
  extendInfo: {
    day: null,
    startTime: null,
    endTime: null,
    timeZone: 'Asia/Jakarta',
    startDate: null,
    endDate: null,
    durationMinutes: 60,
    format: 'online',
    location: null,
    price: null,
    currency: 'IDR',
  },
  facilitators: [],
  nextSession: null,
  description: '',
  capacity: null,
  seatsLeft: null,
  nextSessions: [],
  cancelCutoffHours: 12,
  rating: { average: null, count: 0 },
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const where = () => screen.getByText('Where').nextElementSibling?.textContent;

describe('the class facts of an online class', () => {
  it('tell a private session the meeting link comes once the session is arranged: it is requested, not registered for', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ClockProvider renderedAt={Date.now()}>
          <ClassFacts item={onlineClass('PRIVATE_SESSION')} bookable={[]} />
        </ClockProvider>
      </I18nProvider>,
    );
    expect(where()).toContain('We send the meeting link once your session is arranged.');
    expect(where()).not.toContain('register');
  });

  it('tell a class with dates the meeting link comes with the registration', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ClockProvider renderedAt={Date.now()}>
          <ClassFacts item={onlineClass('WORKSHOP_AND_EVENT')} bookable={[]} />
        </ClockProvider>
      </I18nProvider>,
    );
    expect(where()).toContain('We send the meeting link when you register.');
  });
});
