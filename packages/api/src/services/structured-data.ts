import type { ClassDetail, ClassSession, CounselorDetail, FaqItem, SiteSettings } from '@app/contract';
import { allDaySpan } from '@app/db';
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

/** What a place costs; without a capacity (or once cancelled) there is nothing to sell out. */
function offer(c: ClassDetail, url: string, session?: ClassSession) {
  const info = c.extendInfo;
  const seatsLeft = session?.status === 'scheduled' ? session.seatsLeft : null;
  return compact({
    '@type': 'Offer',
    price: info.price ?? 0,
    priceCurrency: info.currency,
    url,
    availability: seatsLeft === null ? undefined : schema(seatsLeft > 0 ? 'InStock' : 'SoldOut'),
  });
}

/** A session's dates: dates alone for a session spanning whole days, else date and time with the zone's offset. */
function eventDates(session: ClassSession) {
  const days = allDaySpan(new Date(session.startsAt), new Date(session.endsAt), session.timeZone);
  return days
    ? { startDate: days.firstDay, endDate: days.lastDay }
    : { startDate: session.startsAt, endDate: session.endsAt };
}

/**
 * A class with upcoming sessions is an Event per session, dated with the offset of the class's time
 * zone, `EventCancelled` when the session is cancelled, its offer InStock or SoldOut by the session's
 * seats. A class without any (private sessions, booked by appointment; a class with no dates ahead) is
 * a Service.
 */
export function classData(c: ClassDetail, url: string, publicUrl: string): JsonLd[] {
  const info = c.extendInfo;
  const image = c.image ? `${publicUrl}${c.image.url}` : undefined;
  if (c.nextSessions.length === 0) {
    return [
      compact({
        '@context': CONTEXT,
        '@type': 'Service',
        name: c.title,
        description: c.summary,
        image,
        url,
        provider: organization(publicUrl),
        offers: offer(c, url),
      }),
    ];
  }
  const location = eventLocation(c, url);
  const performer = c.facilitators.map((f) => ({
    '@type': 'Person',
    name: f.name,
    url: `${publicUrl}/facilitators/${f.slug}`,
  }));
  return c.nextSessions.map((session) =>
    compact({
      '@context': CONTEXT,
      '@type': 'Event',
      name: c.title,
      description: c.summary,
      image,
      url,
      ...eventDates(session),
      eventStatus: schema(session.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'),
      eventAttendanceMode: ATTENDANCE[info.format],
      location,
      organizer: organization(publicUrl),
      performer,
      offers: offer(c, url, session),
    }),
  );
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
