import { IMAGE_SIZES, type Image, LOCALES, type PageMeta } from '@app/contract';
import type { Context } from '../context';
import { AppError } from '../errors';
import { classDetail } from './classes';
import { counselorDetail } from './counselors';
import { listSlides, staticContent } from './site';

const SITE_NAME = 'Ruang Teduh';

/** Static-content pages by path, so their own title is the page title. */
const CONTENT_PATHS: Record<string, string> = {
  '/': 'home',
  '/about-us': 'method',
  '/about': 'about',
  '/corporate': 'corporate',
  '/corporate/terms': 'corporate-terms',
  '/corporate/faq': 'corporate-faq',
  '/story': 'story',
  '/ngakalin-self-decipline': 'self-decipline',
  '/bermedia-sosial': 'bermedia-sosial',
  '/menyayangi-tubuh': 'menyayangi-tubuh',
  '/being-acknowledge': 'acknowledge',
  '/media': 'media',
  '/contact': 'contact',
  '/terms': 'terms',
  '/privacy-policy': 'privacy-policy',
  '/terms-conditions': 'terms-conditions',
  '/faq': 'faq',
  '/session-classes': 'journey',
  '/facilitators': 'counselor',
};

type PageBody = Pick<PageMeta, 'description' | 'image' | 'type' | 'jsonLd' | 'preloadImage'> & { name: string };

const preload = (image: Image | null | undefined, sizes: string) =>
  image ? { href: image.url, srcset: image.srcset, sizes } : null;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

async function classPage(ctx: Context, slug: string, url: string): Promise<PageBody> {
  const c = await classDetail(ctx, slug);
  const info = c.extendInfo;
  const image = c.image ? `${ctx.publicUrl}${c.image.url}` : null;
  return {
    name: c.title,
    description: clip(c.summary || plain(c.description)),
    image,
    preloadImage: preload(c.image, IMAGE_SIZES.classPage),
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: c.title,
      description: c.summary,
      image: image ?? undefined,
      url,
      eventAttendanceMode:
        info.format === 'online'
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : info.format === 'hybrid'
            ? 'https://schema.org/MixedEventAttendanceMode'
            : 'https://schema.org/OfflineEventAttendanceMode',
      ...(info.startDate ? { startDate: `${info.startDate}${info.startTime ? `T${info.startTime}` : ''}` } : {}),
      ...(info.endDate ? { endDate: info.endDate } : {}),
      ...(info.location ? { location: { '@type': 'Place', name: info.location, address: info.location } } : {}),
      organizer: { '@type': 'Organization', name: SITE_NAME, url: ctx.publicUrl },
      performer: c.facilitators.map((f) => ({ '@type': 'Person', name: f.name })),
      offers: { '@type': 'Offer', price: info.price ?? 0, priceCurrency: info.currency, url },
    },
  };
}

async function counselorPage(ctx: Context, slug: string, url: string): Promise<PageBody> {
  const p = await counselorDetail(ctx, slug);
  const image = p.photo ? `${ctx.publicUrl}${p.photo.url}` : null;
  return {
    name: `${p.name} · ${p.title}`,
    description: clip(p.summary || plain(p.bio)),
    image,
    preloadImage: preload(p.photo, IMAGE_SIZES.facilitatorPage),
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: p.name,
      jobTitle: p.title,
      description: p.summary,
      image: image ?? undefined,
      url,
      worksFor: { '@type': 'Organization', name: SITE_NAME, url: ctx.publicUrl },
    },
  };
}

async function contentPage(ctx: Context, code: string): Promise<PageBody> {
  const page = await staticContent(ctx, code);
  // The home page opens on the first slide's picture.
  const hero = code === 'home' ? (await listSlides(ctx))[0]?.image : null;
  return {
    name: page.title,
    description: clip(plain(page.content)),
    image: null,
    preloadImage: preload(hero, IMAGE_SIZES.homeHero),
    type: 'website',
    jsonLd: null,
  };
}

function bodyFor(ctx: Context, path: string, url: string): Promise<PageBody> | null {
  const classSlug = /^\/class\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (classSlug) return classPage(ctx, classSlug, url);
  const counselorSlug = /^\/facilitators\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (counselorSlug) return counselorPage(ctx, counselorSlug, url);
  const code = CONTENT_PATHS[path];
  return code ? contentPage(ctx, code) : null;
}

/**
 * A public page's title, description, canonical URL, language alternates and schema.org data, in the
 * request's language. Null for pages without their own metadata (and for unknown slugs), which keep
 * the site defaults. The server puts it in index.html; the SPA applies it after each navigation.
 */
export async function pageMeta(ctx: Context, rawPath: string): Promise<PageMeta | null> {
  const path = rawPath.replace(/\/+$/, '') || '/';
  const canonical = `${ctx.publicUrl}${path}`;
  try {
    const body = await bodyFor(ctx, path, canonical);
    if (!body) return null;
    return {
      title: path === '/' ? `${SITE_NAME} · ${body.name}` : `${body.name} · ${SITE_NAME}`,
      description: body.description,
      canonical,
      image: body.image,
      type: body.type,
      alternates: [
        ...LOCALES.map((l) => ({ hreflang: l, href: `${canonical}?lang=${l}` })),
        { hreflang: 'x-default', href: canonical },
      ],
      jsonLd: body.jsonLd,
      preloadImage: body.preloadImage,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
