import {
  classifyPath,
  IMAGE_SIZES,
  type Image,
  LOCALES,
  type Locale,
  normalizePath,
  type PageMeta,
  PUBLIC_PAGES,
  type SitemapEntry,
} from '@app/contract';
import { repo } from '@app/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { classDetail } from './classes';
import { counselorDetail } from './counselors';
import { isoString } from './resolve';
import { listFaqs, listSlides, siteSettings, staticContent } from './site';
import { breadcrumbList, classData, faqPage, type JsonLd, localBusiness, person } from './structured-data';
import { SITE_NAME } from './studio';

type PageBody = Pick<PageMeta, 'description' | 'image' | 'type' | 'jsonLd' | 'preloadImage'> & { name: string };

/** What a path that names nothing is served with (the SPA shows its own not-found page below it). */
const NOT_FOUND: Record<Locale, { title: string; description: string }> = {
  en: {
    title: 'Page not found',
    description: 'This page could not be found. The link may be old, or the page may have moved.',
  },
  es: {
    title: 'Página no encontrada',
    description: 'No se ha encontrado esta página. Puede que el enlace sea antiguo o que la página se haya movido.',
  },
  fr: {
    title: 'Page introuvable',
    description: 'Cette page est introuvable. Le lien est peut-être ancien, ou la page a été déplacée.',
  },
  'pt-BR': {
    title: 'Página não encontrada',
    description: 'Não encontramos esta página. O link pode ser antigo ou a página pode ter mudado de endereço.',
  },
  'zh-CN': { title: '找不到页面', description: '找不到此页面。链接可能已过期，或页面已移动。' },
  id: {
    title: 'Halaman tidak ditemukan',
    description: 'Halaman ini tidak dapat ditemukan. Tautannya mungkin sudah lama, atau halamannya sudah dipindahkan.',
  },
};

/** The breadcrumb's first step on class and facilitator pages, when the list page has no title yet. */
const LIST_PAGE_FALLBACK = { '/session-classes': 'Classes', '/facilitators': 'Facilitators' } as const;

const preload = (image: Image | null | undefined, sizes: string) =>
  image ? { href: image.url, srcset: image.srcset, sizes } : null;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** A list page's own title (the breadcrumb names it as its page does), by path. */
async function listPageStep(ctx: Context, path: keyof typeof LIST_PAGE_FALLBACK) {
  const title = await staticContent(ctx, PUBLIC_PAGES[path]).then(
    (page) => page.title,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return LIST_PAGE_FALLBACK[path];
      throw error;
    },
  );
  return { name: title, url: `${ctx.publicUrl}${path}` };
}

async function classPage(ctx: Context, slug: string, url: string): Promise<PageBody> {
  const c = await classDetail(ctx, slug);
  const image = c.image ? `${ctx.publicUrl}${c.image.url}` : null;
  return {
    name: c.title,
    description: clip(c.summary || plain(c.description)),
    image,
    preloadImage: preload(c.image, IMAGE_SIZES.classPage),
    type: 'article',
    jsonLd: [
      ...classData(c, url, ctx.publicUrl),
      breadcrumbList([await listPageStep(ctx, '/session-classes'), { name: c.title, url }]),
    ],
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
    jsonLd: [
      person(p, url, ctx.publicUrl),
      breadcrumbList([await listPageStep(ctx, '/facilitators'), { name: p.name, url }]),
    ],
  };
}

async function contentPage(ctx: Context, code: string, url: string): Promise<PageBody> {
  const page = await staticContent(ctx, code);
  const description = clip(plain(page.content));
  // The home page opens on the first slide's picture.
  const hero = code === 'home' ? (await listSlides(ctx))[0]?.image : null;
  const jsonLd: JsonLd[] = [];
  if (code === 'home') {
    const { contact } = await siteSettings(ctx);
    jsonLd.push(
      localBusiness(ctx.publicUrl, contact, { description, image: hero ? `${ctx.publicUrl}${hero.url}` : null }),
    );
  }
  if (code === 'faq' || code === 'corporate-faq') {
    const faqs = faqPage(url, await listFaqs(ctx, code === 'faq' ? 'general' : 'corporate'));
    if (faqs) jsonLd.push(faqs);
  }
  return {
    name: page.title,
    description,
    image: null,
    preloadImage: preload(hero, IMAGE_SIZES.homeHero),
    type: 'website',
    jsonLd,
  };
}

function notFound(ctx: Context): PageMeta {
  const text = NOT_FOUND[ctx.locale];
  return {
    status: 404,
    title: `${text.title} · ${SITE_NAME}`,
    description: text.description,
    canonical: null,
    image: null,
    type: 'website',
    alternates: [],
    jsonLd: [],
    preloadImage: null,
  };
}

/**
 * A page's title, description, canonical URL, language alternates and schema.org data, in the
 * request's language, and the status it is served with: 404 (noindex) for a path the site does not
 * have and for a class or facilitator that does not exist or is not published. Null for the SPA's
 * own pages without metadata (back office, utility pages) and for content pages whose text is not
 * published: they keep the site defaults. The server puts it in index.html; the SPA applies it after
 * each navigation.
 *
 * Each language version is canonical to itself: opened with `?lang=xx`, the page's canonical URL is
 * that one; without, the bare URL (the x-default, which follows the visitor's language).
 */
export async function pageMeta(ctx: Context, rawPath: string, lang?: Locale): Promise<PageMeta | null> {
  const path = normalizePath(rawPath);
  const site = classifyPath(path);
  if (site.kind === 'unknown') return notFound(ctx);
  if (site.kind === 'app') return null;
  const url = `${ctx.publicUrl}${path}`;
  let body: PageBody;
  try {
    if (site.kind === 'class') body = await classPage(ctx, site.slug, url);
    else if (site.kind === 'facilitator') body = await counselorPage(ctx, site.slug, url);
    else body = await contentPage(ctx, site.code, url);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    return site.kind === 'page' ? null : notFound(ctx);
  }
  return {
    status: 200,
    title: path === '/' ? `${SITE_NAME} · ${body.name}` : `${body.name} · ${SITE_NAME}`,
    description: body.description,
    canonical: lang ? `${url}?lang=${lang}` : url,
    image: body.image,
    type: body.type,
    alternates: [
      ...LOCALES.map((l) => ({ hreflang: l, href: `${url}?lang=${l}` })),
      { hreflang: 'x-default', href: url },
    ],
    jsonLd: body.jsonLd,
    preloadImage: body.preloadImage,
  };
}

/** Every public page for the sitemap, each with when its content last changed. */
export async function sitemapEntries(ctx: Context): Promise<SitemapEntry[]> {
  const dates = await repo.listPublishedPageDates(ctx.db);
  const contentDates = new Map(dates.staticContents.map((row) => [row.code, row.updated_at]));
  const when = (date: Date | undefined) => (date ? isoString(date) : null);
  return [
    ...Object.entries(PUBLIC_PAGES).map(([path, code]) => ({ path, updatedAt: when(contentDates.get(code)) })),
    ...dates.classes.map((row) => ({ path: `/class/${row.slug}`, updatedAt: when(row.updated_at) })),
    ...dates.counselors.map((row) => ({ path: `/facilitators/${row.slug}`, updatedAt: when(row.updated_at) })),
  ];
}
