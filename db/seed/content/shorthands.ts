import type { ArtMotif, SeedArt, SeedPortrait, SeedText } from '../types';

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

/** A facilitator's abstract portrait, its alt text naming them in every locale. */
export const abstractPortrait = (hue: number, name: string): SeedPortrait => ({
  hue,
  alt: t(
    `Abstract portrait illustration of ${name}`,
    `Ilustración abstracta del retrato de ${name}`,
    `Illustration abstraite du portrait ${/^[aeiou]/i.test(name) ? "d'" : 'de '}${name}`,
    `Ilustração abstrata do retrato de ${name}`,
    `${name} 的抽象肖像插画`,
    `Ilustrasi potret abstrak ${name}`,
  ),
});
