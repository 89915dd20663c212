import type { ArtMotif, SeedArt, SeedText } from '../types';

/** Builds a SeedText from the six locales in order: en, es, fr, pt-BR, zh-CN, id. */
export const t = (en: string, es: string, fr: string, pt: string, zh: string, id: string): SeedText => ({
  en,
  es,
  fr,
  'pt-BR': pt,
  'zh-CN': zh,
  id,
});

export const art = (motif: ArtMotif, hue: number, alt: SeedText): SeedArt => ({ motif, hue, alt });
