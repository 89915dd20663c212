import type { ComponentType } from 'react';
import { toLocalizedForm, type LocalizedValue } from '../locales';
import { ClassScheduleFields } from './ClassScheduleFields';

/** What the web app plugs in for a described type's `plugin` field: its form, and its value as the form starts. */
interface FormPlugin {
  Fields: ComponentType;
  formValue: (stored: unknown) => unknown;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The plug-ins by the name their fields give (`plugin('extend_info', { plugin: 'classSchedule', … })`). */
export const FORM_PLUGINS: Record<string, FormPlugin> = {
  // A class's schedule, place and price as stored (`extendInfo`), with every box filled in.
  classSchedule: {
    Fields: ClassScheduleFields,
    formValue: (stored) => {
      const info = (stored ?? {}) as Record<string, unknown>;
      return {
        day: str(info.day),
        startTime: str(info.startTime),
        endTime: str(info.endTime),
        timeZone: str(info.timeZone) ?? 'Asia/Jakarta',
        startDate: str(info.startDate),
        endDate: str(info.endDate),
        durationMinutes: num(info.durationMinutes),
        format: str(info.format) ?? 'in-person',
        location: toLocalizedForm(
          info.location && typeof info.location === 'object' ? (info.location as LocalizedValue) : null,
        ),
        onlineUrl: str(info.onlineUrl) ?? '',
        price: num(info.price),
        currency: str(info.currency) ?? 'IDR',
      };
    },
  },
};
