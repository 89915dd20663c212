import type { Locale } from '@app/contract';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { id } from './id';
import { ptBR } from './pt-BR';
import type { EmailMessages } from './types';
import { zhCN } from './zh-CN';

export type { EmailMessages } from './types';

/** The email catalog of every language the site speaks: a new locale is a compile error until it has one. */
export const EMAIL_CATALOGS: Record<Locale, EmailMessages> = {
  en,
  es,
  fr,
  'pt-BR': ptBR,
  'zh-CN': zhCN,
  id,
};
