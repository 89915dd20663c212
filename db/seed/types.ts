import type { ClassType, CounselorGroup, FaqScope, LocalizedText, StaticContentCode } from '@app/contract';
import type { StoredExtendInfo } from '../src/schema';

/**
 * Every translatable seed text is given in every locale (real translations, not copies): a language
 * added to LOCALES makes the compiler list each text still missing it.
 */
export type SeedText = Required<LocalizedText>;

export type ArtMotif = 'waves' | 'circles' | 'leaves' | 'sun' | 'mountains' | 'dots' | 'lotus' | 'ripples';

/** A deterministic abstract illustration, rendered from SVG by sharp at seed time. */
export interface SeedArt {
  motif: ArtMotif;
  /** Base hue, 0..360; the palette is derived from it. */
  hue: number;
  alt: SeedText;
}

/** An abstract head-and-shoulders portrait (no faces, no photos) for a facilitator. */
export interface SeedPortrait {
  hue: number;
  alt: SeedText;
}

export interface SeedCounselor {
  slug: string;
  name: string;
  title: SeedText;
  summary: SeedText;
  /** Sanitisable HTML: <p>, <ul>, <li>, <strong>, <em>, <h3> only. */
  bio: SeedText;
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
  title: SeedText;
  summary: SeedText;
  /** Sanitisable HTML as for bios. */
  description: SeedText;
  extendInfo: Omit<StoredExtendInfo, 'location'> & { location: SeedText | null };
  capacity: number | null;
  /** Slugs of SeedCounselor entries, lead facilitator first. */
  facilitators: string[];
  art: SeedArt;
  comments: SeedComment[];
}

export interface SeedArticle {
  slug: string;
  title: SeedText;
  excerpt: SeedText;
  body: SeedText;
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
  title: SeedText;
  text: SeedText;
  linkUrl: string | null;
  linkLabel: SeedText | null;
  art: SeedArt;
}

export interface SeedCorporateClient {
  name: string;
  url: string | null;
  art: SeedArt;
}

export interface SeedFaq {
  scope: FaqScope;
  question: SeedText;
  answer: SeedText;
}

export interface SeedStaticContent {
  code: StaticContentCode;
  title: SeedText;
  content: SeedText;
}

export interface SeedTrack {
  title: SeedText;
  artist: string;
  /** Seed for the synthesiser so each track differs. */
  seed: number;
  seconds: number;
}
