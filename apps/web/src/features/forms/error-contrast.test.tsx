// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../testing/render';
import { Field, FormMessage } from './fields';

/**
 * WCAG 1.4.3: error text at least 4.5:1 against every surface a form sits on, in both themes. The colours
 * are read from the stylesheet (the theme's variables and their dark-mode values), the classes from the
 * components as they render.
 */
const css = readFileSync(join(import.meta.dirname, '../../styles/theme.css'), 'utf8');
const theme = /@theme\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
const darkMode = /@variant dark\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';

const variable = (block: string, name: string) =>
  new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(block)?.[1];
/** A theme colour as it is in a theme: its dark-mode value, else the one value. */
function colour(name: string, mode: 'light' | 'dark'): string {
  const value = (mode === 'dark' ? variable(darkMode, name) : undefined) ?? variable(theme, name);
  if (!value) throw new Error(`--color-${name} is not a colour of the theme`);
  return value;
}

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb;
/** `bg-x/10`: the colour at this opacity over the surface beneath. */
const over = (top: Rgb, alpha: number, beneath: Rgb): Rgb =>
  top.map((c, i) => c * alpha + beneath[i]! * (1 - alpha)) as Rgb;
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The page, and the cards forms sit on: white in the light theme, white at 5% in the dark one. */
const SURFACES = {
  light: (): Rgb[] => [rgb(colour('sand', 'light')), [1, 1, 1]],
  dark: (): Rgb[] => [rgb(colour('dark', 'dark')), over([1, 1, 1], 0.05, rgb(colour('dark', 'dark')))],
};

/** The theme colour a class list writes its text in (`text-error` → `error`; `text-sm` is a size). */
function textColour(element: HTMLElement): string {
  const names = [...element.className.matchAll(/(?:^|\s)text-([a-z]+)(?=\s|$)/g)].map((m) => m[1]!);
  const name = names.find((n) => variable(theme, n));
  if (!name) throw new Error(`no text colour of the theme in "${element.className}"`);
  return name;
}
/** The theme colour and opacity of a class list's background (`bg-danger/10`). */
function background(element: HTMLElement): { name: string; alpha: number } {
  const [, name = '', percent = '100'] = /(?:^|\s)bg-([a-z]+)(?:\/(\d+))?(?:\s|$)/.exec(element.className) ?? [];
  return { name, alpha: Number(percent) / 100 };
}

inEnglish();

describe.each(['light', 'dark'] as const)('error text in the %s theme', (mode) => {
  it('a field’s error reaches 4.5:1 on the page and on a card', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Field id="email" label="Email" error={{ type: 'server', message: 'This address cannot receive mail.' }}>
          {(props) => <input {...props} />}
        </Field>
      </I18nProvider>,
    );
    const text = rgb(colour(textColour(screen.getByText('This address cannot receive mail.')), mode));
    for (const surface of SURFACES[mode]()) expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('a form’s error banner reaches 4.5:1 on its own tint, on the page and on a card', () => {
    render(<FormMessage kind="error">Something went wrong. Please try again.</FormMessage>);
    const banner = screen.getByRole('alert');
    const text = rgb(colour(textColour(banner), mode));
    const tint = background(banner);
    for (const surface of SURFACES[mode]()) {
      const behind = over(rgb(colour(tint.name, mode)), tint.alpha, surface);
      expect(contrast(text, behind)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
