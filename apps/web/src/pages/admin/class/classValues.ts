import type { ClassInput } from '@app/contract';
import type { Weekday } from '@app/contract/constants';
import { type LocalizedValue, toLocalizedForm } from '../../../features/admin/locales';
import type { AdminOutputs } from '../../../features/admin/types';

/** What `admin.class.get` answers. */
export type ClassItem = AdminOutputs['class']['get'];

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The form's starting values: a new class, or the loaded one with every box filled in. */
export function classFormValues(item: ClassItem | null): ClassInput {
  const data = item?.data;
  const info = (data?.extendInfo ?? {}) as Record<string, unknown>;
  return {
    slug: data?.slug ?? '',
    classType: data?.classType ?? 'REGULAR',
    title: toLocalizedForm(data?.title),
    summary: toLocalizedForm(data?.summary),
    description: toLocalizedForm(data?.description),
    imageId: data?.imageId ?? null,
    extendInfo: {
      day: (str(info.day) as Weekday | null) ?? null,
      startTime: str(info.startTime),
      endTime: str(info.endTime),
      timeZone: str(info.timeZone) ?? 'Asia/Jakarta',
      startDate: str(info.startDate),
      endDate: str(info.endDate),
      durationMinutes: num(info.durationMinutes),
      format: (str(info.format) as 'in-person' | 'online' | 'hybrid' | null) ?? 'in-person',
      location: toLocalizedForm(
        info.location && typeof info.location === 'object' ? (info.location as LocalizedValue) : null,
      ),
      onlineUrl: str(info.onlineUrl) ?? '',
      price: num(info.price),
      currency: str(info.currency) ?? 'IDR',
    },
    capacity: data?.capacity ?? null,
    facilitatorIds: data?.facilitatorIds ?? [],
    status: data?.status ?? 'draft',
    publishAt: data?.publishAt ?? null,
    unpublishAt: data?.unpublishAt ?? null,
    sortOrder: data?.sortOrder ?? 0,
  };
}
