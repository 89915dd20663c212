/**
 * Checks schema.org JSON-LD blocks against the properties schema.org and search engines' structured
 * data guidelines require or recommend for each type the site emits. Each checker answers a list of
 * problems (empty when the block is valid), so a test can show all of them at once.
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const absoluteUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** ISO 8601 date, or date and time with its UTC offset (a time without one is ambiguous). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const schema = (name: string) => `https://schema.org/${name}`;

class Problems {
  readonly list: string[] = [];
  constructor(private readonly where: string) {}
  check(ok: boolean, message: string) {
    if (!ok) this.list.push(`${this.where}: ${message}`);
  }
  text(data: Data, key: string) {
    this.check(nonEmpty(data[key]), `${key} must be a non-empty text`);
  }
  url(data: Data, key: string) {
    this.check(absoluteUrl(data[key]), `${key} must be an absolute http(s) URL (got ${JSON.stringify(data[key])})`);
  }
  type(data: unknown, type: string): data is Data {
    const ok = isObject(data) && data['@type'] === type;
    this.check(ok, `expected a ${type}, got ${JSON.stringify(data)}`);
    return ok;
  }
  optionalUrl(data: Data, key: string) {
    if (data[key] !== undefined) this.url(data, key);
  }
}

function postalAddress(p: Problems, address: unknown, complete: boolean) {
  if (!p.type(address, 'PostalAddress')) return;
  p.text(address, 'streetAddress');
  if (!complete) return;
  for (const key of ['addressLocality', 'postalCode']) p.text(address, key);
  p.check(/^[A-Z]{2}$/.test(String(address.addressCountry)), 'addressCountry must be an ISO 3166-1 alpha-2 code');
}

function organization(p: Problems, data: unknown) {
  if (!p.type(data, 'Organization')) return;
  p.text(data, 'name');
  p.url(data, 'url');
}

function offer(p: Problems, data: unknown) {
  if (!p.type(data, 'Offer')) return;
  p.check(typeof data.price === 'number' && data.price >= 0, 'offers.price must be a number ≥ 0');
  p.check(/^[A-Z]{3}$/.test(String(data.priceCurrency)), 'offers.priceCurrency must be an ISO 4217 code');
  p.url(data, 'url');
  if (data.availability !== undefined) {
    p.check(
      [schema('InStock'), schema('SoldOut'), schema('LimitedAvailability')].includes(String(data.availability)),
      `offers.availability ${JSON.stringify(data.availability)} is not an ItemAvailability`,
    );
  }
}

function place(p: Problems, data: Data) {
  p.text(data, 'name');
  postalAddress(p, data.address, false);
}

const ATTENDANCE_MODES = {
  [schema('OfflineEventAttendanceMode')]: ['Place'],
  [schema('OnlineEventAttendanceMode')]: ['VirtualLocation'],
  [schema('MixedEventAttendanceMode')]: ['Place', 'VirtualLocation'],
} as Record<string, string[]>;

function event(p: Problems, data: Data) {
  p.text(data, 'name');
  p.url(data, 'url');
  p.optionalUrl(data, 'image');
  const start = String(data.startDate);
  p.check(
    ISO_DATE.test(start) || ISO_DATE_TIME.test(start),
    `startDate ${JSON.stringify(data.startDate)} must be ISO 8601 with an offset`,
  );
  if (data.endDate !== undefined) {
    const end = String(data.endDate);
    p.check(
      ISO_DATE.test(end) || ISO_DATE_TIME.test(end),
      `endDate ${JSON.stringify(data.endDate)} must be ISO 8601 with an offset`,
    );
    p.check(Date.parse(end) >= Date.parse(start), 'endDate must not come before startDate');
  }
  p.check(
    [
      schema('EventScheduled'),
      schema('EventCancelled'),
      schema('EventPostponed'),
      schema('EventRescheduled'),
      schema('EventMovedOnline'),
    ].includes(String(data.eventStatus)),
    'eventStatus must be an EventStatusType',
  );
  const expected = ATTENDANCE_MODES[String(data.eventAttendanceMode)];
  p.check(expected !== undefined, 'eventAttendanceMode must be an EventAttendanceModeEnumeration');
  const locations = (Array.isArray(data.location) ? data.location : [data.location]) as unknown[];
  p.check(
    JSON.stringify(locations.map((l) => (isObject(l) ? l['@type'] : null))) === JSON.stringify(expected),
    `location ${JSON.stringify(data.location)} does not match the attendance mode`,
  );
  for (const location of locations) {
    if (!isObject(location)) continue;
    if (location['@type'] === 'Place') place(p, location);
    if (location['@type'] === 'VirtualLocation') p.url(location, 'url');
  }
  offer(p, data.offers);
  organization(p, data.organizer);
  p.check(Array.isArray(data.performer), 'performer must be a list');
  for (const performer of (data.performer as unknown[]) ?? [])
    if (p.type(performer, 'Person')) p.text(performer, 'name');
  if (data.eventSchedule !== undefined && p.type(data.eventSchedule, 'Schedule')) {
    const s = data.eventSchedule;
    p.check(DAYS.map(schema).includes(String(s.byDay)), 'eventSchedule.byDay must be a DayOfWeek');
    p.check(TIME.test(String(s.startTime)), 'eventSchedule.startTime must be a time');
    p.check(nonEmpty(s.repeatFrequency), 'eventSchedule.repeatFrequency is required');
    p.check(nonEmpty(s.scheduleTimezone), 'eventSchedule.scheduleTimezone is required');
  }
}

function service(p: Problems, data: Data) {
  p.text(data, 'name');
  p.url(data, 'url');
  organization(p, data.provider);
  offer(p, data.offers);
}

function person(p: Problems, data: Data) {
  p.text(data, 'name');
  p.url(data, 'url');
  p.optionalUrl(data, 'image');
  if (data.worksFor !== undefined) organization(p, data.worksFor);
}

function localBusiness(p: Problems, data: Data) {
  p.text(data, 'name');
  p.url(data, 'url');
  p.text(data, 'telephone');
  postalAddress(p, data.address, true);
  if (p.type(data.geo, 'GeoCoordinates')) {
    const { latitude, longitude } = data.geo;
    p.check(typeof latitude === 'number' && Math.abs(latitude) <= 90, 'geo.latitude must be a number');
    p.check(typeof longitude === 'number' && Math.abs(longitude) <= 180, 'geo.longitude must be a number');
  }
  const hours = data.openingHoursSpecification;
  p.check(Array.isArray(hours) && hours.length > 0, 'openingHoursSpecification must be a non-empty list');
  for (const spec of (hours as unknown[]) ?? []) {
    if (!p.type(spec, 'OpeningHoursSpecification')) continue;
    const days = spec.dayOfWeek as unknown[];
    p.check(Array.isArray(days) && days.length > 0, 'dayOfWeek must list days');
    for (const day of days ?? []) p.check(DAYS.map(schema).includes(String(day)), `${String(day)} is not a DayOfWeek`);
    p.check(TIME.test(String(spec.opens)) && TIME.test(String(spec.closes)), 'opens and closes must be times');
  }
  if (data.sameAs !== undefined) {
    p.check(Array.isArray(data.sameAs) && (data.sameAs as unknown[]).every(absoluteUrl), 'sameAs must list URLs');
  }
}

function faqPage(p: Problems, data: Data) {
  const questions = data.mainEntity;
  p.check(Array.isArray(questions) && questions.length > 0, 'mainEntity must list the questions');
  for (const question of (questions as unknown[]) ?? []) {
    if (!p.type(question, 'Question')) continue;
    p.text(question, 'name');
    if (p.type(question.acceptedAnswer, 'Answer')) p.text(question.acceptedAnswer, 'text');
  }
}

function breadcrumbList(p: Problems, data: Data) {
  const items = data.itemListElement;
  p.check(Array.isArray(items) && items.length > 0, 'itemListElement must list the steps');
  for (const [index, item] of ((items as unknown[]) ?? []).entries()) {
    if (!p.type(item, 'ListItem')) continue;
    p.check(item.position === index + 1, `ListItem position must be ${index + 1}`);
    p.text(item, 'name');
    p.url(item, 'item');
  }
}

const CHECKERS: Record<string, (p: Problems, data: Data) => void> = {
  Event: event,
  Service: service,
  Person: person,
  LocalBusiness: localBusiness,
  FAQPage: faqPage,
  BreadcrumbList: breadcrumbList,
};

/** The problems of one JSON-LD block (a top-level item); empty when it is valid. */
export function schemaOrgProblems(data: unknown, where = 'JSON-LD'): string[] {
  const p = new Problems(where);
  if (!isObject(data)) return [`${where}: not an object`];
  p.check(data['@context'] === 'https://schema.org', '@context must be https://schema.org');
  const check = CHECKERS[String(data['@type'])];
  p.check(check !== undefined, `no checker for @type ${JSON.stringify(data['@type'])}`);
  check?.(p, data);
  return p.list;
}

/** The JSON-LD blocks of a served page, parsed. */
export function jsonLdBlocks(html: string): Data[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Data,
  );
}
