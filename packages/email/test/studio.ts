import type { Studio } from '../src';

/** The studio the emails are sent for, without a phone, a chat link or Instagram. */
export const studio: Studio = {
  name: 'Ruang Teduh',
  siteUrl: 'https://ruangteduh.example',
  address: 'Jl. Kemang Raya No. 18, Jakarta Selatan 12730, Indonesia',
  email: 'hello@ruangteduh.example',
  phone: null,
  chatUrl: null,
  instagramUrl: null,
};
