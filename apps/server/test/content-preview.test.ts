import { contentPreviewSchema } from '@app/contract';
import { testDatabaseTargets } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { useStaffTestApp } from './helpers';

const EDITOR = 'preview-editor@ruangteduh.example';

describe.each(testDatabaseTargets())('previews of unsaved content on $kind', (target) => {
  const t = useStaffTestApp(target, EDITOR);
  const preview = (input: unknown, token: string | null) => t.client.mutate('admin.preview.content', input, token);

  it('shows an article in the chosen language, falling back to English per field, with its HTML sanitised', async () => {
    const answer = await preview(
      {
        locale: 'es',
        item: {
          type: 'media',
          data: {
            slug: 'draft-article',
            title: { en: 'Quiet mornings', es: 'Mañanas tranquilas' },
            excerpt: { en: 'Short.', es: '' },
            body: { en: '<p>Body</p>', es: '<p>Cuerpo <img src=x onerror="alert(1)"></p><script>alert(2)</script>' },
            author: 'Rina',
            source: 'Kompas',
          },
        },
      },
      t.editor,
    );
    expect(answer.status, answer.body).toBe(200);
    const shown = contentPreviewSchema.parse(answer.data);
    if (shown.type !== 'media') throw new Error(`expected a media preview, got ${shown.type}`);
    expect(shown.item.title).toBe('Mañanas tranquilas');
    expect(shown.item.excerpt).toBe('Short.');
    expect(shown.item.body).toContain('Cuerpo');
    expect(shown.item.body).not.toContain('onerror');
    expect(shown.item.body).not.toContain('<script');
    expect(shown.item.source).toBe('Kompas');
    expect(shown.item.cover).toBeNull();
  });

  it('previews a half-written slide, FAQ answer and page (no English yet) without storing anything', async () => {
    const before = await t.db.db
      .selectFrom('faq_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const slide = contentPreviewSchema.parse(
      (await preview({ locale: 'fr', item: { type: 'slider', data: { title: { fr: 'Bienvenue' } } } }, t.editor)).data,
    );
    expect(slide).toEqual({
      type: 'slider',
      item: { id: 0, title: 'Bienvenue', text: '', image: null, linkUrl: null, linkLabel: null },
    });
    const faq = contentPreviewSchema.parse(
      (
        await preview(
          {
            locale: 'id',
            item: {
              type: 'faq',
              data: { question: { en: 'Why?', id: 'Mengapa?' }, answer: { en: '<p>Because.</p>' } },
            },
          },
          t.editor,
        )
      ).data,
    );
    expect(faq).toEqual({
      type: 'faq',
      item: { id: 0, scope: 'general', question: 'Mengapa?', answer: '<p>Because.</p>' },
    });
    const page = contentPreviewSchema.parse(
      (
        await preview(
          {
            locale: 'en',
            item: { type: 'page', data: { code: 'about', title: { en: 'About' }, content: { en: '<h2>Us</h2>' } } },
          },
          t.editor,
        )
      ).data,
    );
    expect(page.type === 'page' && page.item.content).toBe('<h2>Us</h2>');
    const after = await t.db.db
      .selectFrom('faq_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is for staff only, and refuses an unknown type or language with the field named', async () => {
    const item = { type: 'faq', data: { question: { en: 'Why?' }, answer: { en: 'x' } } };
    expect((await preview({ locale: 'en', item }, null)).status).toBe(401);
    const badType = await preview({ locale: 'en', item: { type: 'class', data: {} } }, t.editor);
    expect(badType.status).toBe(422);
    const badLocale = await preview({ locale: 'de', item }, t.editor);
    expect(badLocale.status).toBe(422);
    expect(JSON.stringify(badLocale.body)).toContain('locale');
  });
});
