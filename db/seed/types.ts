import type { ClassType, CounselorGroup, FaqScope, LocalizedText, StaticContentCode } from '@app/contract';
import type { StoredExtendInfo } from '../src/schema';

/** Every translatable seed text is given in all five locales (real translations, not copies). */
export type Text5 = Required<LocalizedText>;

export type ArtMotif = 'waves' | 'circles' | 'leaves' | 'sun' | 'mountains' | 'dots' | 'lotus' | 'ripples';

/** A deterministic abstract illustration, rendered from SVG by sharp at seed time. */
export interface SeedArt {
  motif: ArtMotif;
  /** Base hue, 0..360; the palette is derived from it. */
  hue: number;
  alt: Text5;
}

/** An abstract head-and-shoulders portrait (no faces, no photos) for a facilitator. */
export interface SeedPortrait {
  hue: number;
  alt: Text5;
}

export interface SeedCounselor {
  slug: string;
  name: string;
  title: Text5;
  summary: Text5;
  /** Sanitisable HTML: <p>, <ul>, <li>, <strong>, <em>, <h3> only. */
  bio: Text5;
  groups: CounselorGroup[];
  /** BCP 47 tags of the languages the facilitator works in, e.g. ['id', 'en']. */
  languages: string[];
  contactLinks: Array<{ label: string; url: string }>;
  portrait: SeedPortrait;
}

interface SeedComment {
  authorName: string;
  body: string;
  rating: number | null;
  approved: boolean;
}

export interface SeedClass {
  slug: string;
  classType: ClassType;
  title: Text5;
  summary: Text5;
  /** Sanitisable HTML as for bios. */
  description: Text5;
  extendInfo: Omit<StoredExtendInfo, 'location'> & { location: Text5 | null };
  capacity: number | null;
  /** Slugs of SeedCounselor entries, lead facilitator first. */
  facilitators: string[];
  art: SeedArt;
  comments: SeedComment[];
}

export interface SeedArticle {
  slug: string;
  title: Text5;
  excerpt: Text5;
  body: Text5;
  author: string;
  /** ISO date-time with offset, e.g. 2026-08-14T09:00:00+07:00 */
  publishedAt: string;
  art: SeedArt;
}

export interface SeedMediaArticle extends SeedArticle {
  source: string | null;
  externalUrl: string | null;
}

export interface SeedSlide {
  title: Text5;
  text: Text5;
  linkUrl: string | null;
  linkLabel: Text5 | null;
  art: SeedArt;
}

export interface SeedCorporateClient {
  name: string;
  url: string | null;
  art: SeedArt;
}

export interface SeedFaq {
  scope: FaqScope;
  question: Text5;
  answer: Text5;
}

export interface SeedStaticContent {
  code: StaticContentCode;
  title: Text5;
  content: Text5;
}

export interface SeedTrack {
  title: Text5;
  artist: string;
  /** Seed for the synthesiser so each track differs. */
  seed: number;
  seconds: number;
}
