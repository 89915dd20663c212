import type { ClassDetail, CounselorDetail, FaqItem, SiteSettings } from '@app/contract';
import { classSessions, zonedIso } from './class-schedule';
import { SITE_NAME, STUDIO } from './studio';

/** One schema.org JSON-LD block. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const schema = (name: string) => `https://schema.org/${name}`;

/** Leaves out properties without a value, so no block carries `null` or `""`. */
function compact(data: Record<string, unknown>): JsonLd {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

const studioAddress = () => ({ '@type': 'PostalAddress', ...STUDIO.address });
const organization = (publicUrl: string) => ({ '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` });

/** The studio (home page): a LocalBusiness with its address, map position, hours and contact. */
export function localBusiness(
  publicUrl: string,
  contact: SiteSettings['contact'],
  extra: { description: string; image: string | null },
): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#studio`,
    name: STUDIO.name,
    url: `${publicUrl}/`,
    description: extra.description,
    image: extra.image,
    telephone: contact.phone,
    email: contact.email,
    address: studioAddress(),
    geo: { '@type': 'GeoCoordinates', ...STUDIO.geo },
    openingHoursSpecification: STUDIO.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map(schema),
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: contact.instagram ? [contact.instagram] : undefined,
  });
}

/** A FAQ page's published questions; null when there are none (an empty FAQPage is invalid). */
export function faqPage(url: string, items: FaqItem[]): JsonLd | null {
  if (items.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The trail the page's breadcrumb navigation shows, ending at the page itself. */
export function breadcrumbList(trail: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

const ATTENDANCE = {
  'in-person': schema('OfflineEventAttendanceMode'),
  online: schema('OnlineEventAttendanceMode'),
  hybrid: schema('MixedEventAttendanceMode'),
} as const;

/**
 * Where a class meets. Online, the place is the class page: the meeting link is sent to registrants
 * only and never appears in public data. In person without a venue of its own, it is the studio.
 */
function eventLocation(c: ClassDetail, url: string) {
  const info = c.extendInfo;
  const place = info.location
    ? { '@type': 'Place', name: info.location, address: { '@type': 'PostalAddress', streetAddress: info.location } }
    : { '@type': 'Place', name: STUDIO.name, address: studioAddress() };
  const online = { '@type': 'VirtualLocation', url };
  if (info.format === 'online') return online;
  if (info.format === 'hybrid') return [place, online];
  return place;
}

function offer(c: ClassDetail, url: string) {
  const info = c.extendInfo;
  return compact({
    '@type': 'Offer',
    price: info.price ?? 0,
    priceCurrency: info.currency,
    url,
    // Without a capacity there is nothing to sell out.
    availability: c.seatsLeft === null ? undefined : schema(c.seatsLeft > 0 ? 'InStock' : 'SoldOut'),
  });
}

/**
 * A class with dates is an Event: its next session (weekly classes, with the weekly schedule) or the
 * workshop's first and last day, with the offset of the class's time zone. Private sessions, booked
 * by appointment, have no date and are a Service.
 */
export function classData(c: ClassDetail, url: string, publicUrl: string, now: Date): JsonLd {
  const info = c.extendInfo;
  const image = c.image ? `${publicUrl}${c.image.url}` : undefined;
  const sessions = classSessions(info, now, 1);
  const first = sessions[0];
  if (!first) {
    return compact({
      '@context': CONTEXT,
      '@type': 'Service',
      name: c.title,
      description: c.summary,
      image,
      url,
      provider: organization(publicUrl),
      offers: offer(c, url),
    });
  }
  // Weekly: the one next session; a workshop: from its first day's start to its last day's end.
  const last = sessions[sessions.length - 1] ?? first;
  const dates = first.allDay
    ? { startDate: first.firstDay, endDate: first.lastDay }
    : { startDate: zonedIso(first.start), endDate: zonedIso(last.allDay ? first.end : last.end) };
  return compact({
    '@context': CONTEXT,
    '@type': 'Event',
    name: c.title,
    description: c.summary,
    image,
    url,
    ...dates,
    eventSchedule:
      info.day && info.startTime
        ? compact({
            '@type': 'Schedule',
            byDay: schema(info.day),
            startTime: info.startTime,
            endTime: info.endTime,
            repeatFrequency: 'P1W',
            scheduleTimezone: info.timeZone,
          })
        : undefined,
    eventStatus: schema('EventScheduled'),
    eventAttendanceMode: ATTENDANCE[info.format],
    location: eventLocation(c, url),
    organizer: organization(publicUrl),
    performer: c.facilitators.map((f) => ({
      '@type': 'Person',
      name: f.name,
      url: `${publicUrl}/facilitators/${f.slug}`,
    })),
    offers: offer(c, url),
  });
}

/** A facilitator's page. */
export function person(p: CounselorDetail, url: string, publicUrl: string): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'Person',
    name: p.name,
    jobTitle: p.title,
    description: p.summary,
    image: p.photo ? `${publicUrl}${p.photo.url}` : undefined,
    url,
    worksFor: organization(publicUrl),
  });
}
