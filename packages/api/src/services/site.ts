import {
  type CorporateClient,
  DEFAULT_LOCALE,
  type FaqItem,
  type FaqScope,
  LOCALES,
  type SiteSettings,
  type SliderItem,
  type StaticContent,
} from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { imageResolver, isoString, localize, rowImageResolver } from './resolve';
import { BOOKING_SETTING, bookingSettingsOf } from './session-generator';

export async function listSlides(ctx: Context): Promise<SliderItem[]> {
  const rows = await repo.listPublishedSlides(ctx.db);
  const image = await rowImageResolver(ctx, rows, (row) => row.image_id);
  return rows.map((row) => ({
    id: row.id,
    title: localize(row.title, ctx.locale),
    text: localize(row.text, ctx.locale),
    image: image(row.image_id),
    linkUrl: row.link_url,
    linkLabel: row.link_label ? localize(row.link_label, ctx.locale) : null,
  }));
}

export async function listFaqs(ctx: Context, scope: FaqScope): Promise<FaqItem[]> {
  const rows = await repo.listPublishedFaqs(ctx.db, scope);
  return rows.map((row) => ({
    id: row.id,
    scope: row.scope,
    question: localize(row.question, ctx.locale),
    answer: localize(row.answer, ctx.locale),
  }));
}

export async function listCorporateClients(ctx: Context): Promise<CorporateClient[]> {
  const rows = await repo.listPublishedCorporateClients(ctx.db);
  const image = await rowImageResolver(ctx, rows, (row) => row.logo_image_id);
  return rows.map((row) => ({ id: row.id, name: row.name, logo: image(row.logo_image_id), url: row.url }));
}

export async function staticContent(ctx: Context, code: string): Promise<StaticContent> {
  const row = await repo.findPublishedStaticContent(ctx.db, code);
  if (!row) throw new AppError('NOT_FOUND', /*i18n*/ 'Page content not found.');
  return {
    code: row.code,
    title: localize(row.title, ctx.locale),
    content: localize(row.content, ctx.locale),
    updatedAt: isoString(row.updated_at),
  };
}

interface StoredContact {
  email: string;
  phone: string;
  address: string;
  instagram: string | null;
}

export async function siteSettings(ctx: Context): Promise<SiteSettings> {
  const [settings, tracks] = await Promise.all([repo.readSiteSettings(ctx.db), repo.listPublishedAudioTracks(ctx.db)]);
  const contact = (settings.get('contact') as StoredContact | undefined) ?? {
    email: '',
    phone: '',
    address: '',
    instagram: null,
  };
  const scheduleImageId = settings.get('schedule_image_id');
  const image = await imageResolver(ctx.db, [typeof scheduleImageId === 'number' ? scheduleImageId : null], ctx.locale);
  return {
    locales: { available: [...LOCALES], default: DEFAULT_LOCALE },
    chatUrl: ctx.site.chatUrl,
    eapUrl: ctx.site.eapUrl,
    analyticsId: ctx.site.analyticsId,
    contact: {
      email: contact.email,
      phone: contact.phone,
      address: contact.address,
      instagram: contact.instagram ?? null,
    },
    musicTracks: tracks.map((t) => ({
      id: t.id,
      title: localize(t.title, ctx.locale),
      artist: t.artist,
      url: `/audio/${t.sha256}`,
      mime: t.mime,
      durationSeconds: t.duration_seconds,
    })),
    scheduleImage: image(typeof scheduleImageId === 'number' ? scheduleImageId : null),
    retentionMonths: bookingSettingsOf(settings.get(BOOKING_SETTING)).eraseAfterMonths,
  };
}
