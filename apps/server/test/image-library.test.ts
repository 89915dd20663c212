import { testDatabaseTargets } from '@app/db/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useStaffTestApp } from './helpers';
import { firstPublished, rowsWhere } from './db-rows';

/** A PNG of one colour: each colour is a different file (a different hash). */
const png = (background: string, width = 700) =>
  sharp({ create: { width, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

function multipart(file: Buffer, name: string) {
  const boundary = '----image-library-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDatabaseTargets())('the media library on $kind', (target) => {
  const t = useStaffTestApp(target, 'media-editor@ruangteduh.example');

  const send = async (method: 'POST' | 'PUT', url: string, file: Buffer, name: string, token = t.editor) => {
    const body = multipart(file, name);
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const upload = async (colour: string, name: string) => {
    const res = await send('POST', '/api/admin/images', await png(colour), name);
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const classDetail = async (slug: string, language: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/app/class-detail',
        payload: { slug },
        headers: { 'accept-language': language },
      })
    ).json().result;
  /** A published class that shows image `imageId`. */
  const classShowing = async (imageId: number) => {
    const row = await firstPublished(t.db, 'classes');
    await t.db.db.updateTable('classes').set({ image_id: imageId }).where('id', '=', row.id).execute();
    return row;
  };

  it('keeps alt text and caption per language, and public pages show the visitor’s language with English as fallback', async () => {
    const id = await upload('#3a7d6b', 'breathing-room.png');
    const { slug } = await classShowing(id);
    const updated = await t.client.mutate(
      'admin.image.update',
      {
        id,
        alt: { en: 'A quiet green room', es: 'Una sala verde y tranquila', fr: '  ' },
        caption: { en: 'The studio in Kemang' },
        decorative: false,
      },
      t.editor,
    );
    expect(updated.status).toBe(200);
    expect(updated.data.alt).toEqual({ en: 'A quiet green room', es: 'Una sala verde y tranquila' });
    expect(updated.data.caption).toEqual({ en: 'The studio in Kemang' });

    expect((await classDetail(slug, 'es')).image.alt).toBe('Una sala verde y tranquila');
    expect((await classDetail(slug, 'fr')).image.alt).toBe('A quiet green room');
    const byCaption = await t.client.query('admin.image.list', { q: 'kemang' }, t.editor);
    expect(byCaption.data.items.map((i: { id: number }) => i.id)).toContain(id);

    const missingAlt = await t.client.mutate(
      'admin.image.update',
      { id, alt: { es: 'Solo en español' }, caption: {}, decorative: false },
      t.editor,
    );
    expect(missingAlt.status).toBe(422);
    expect(missingAlt.error?.fieldErrors?.['alt.en']?.[0]).toMatch(/required unless the image is decorative/);

    const decorative = await t.client.mutate(
      'admin.image.update',
      { id, alt: {}, caption: {}, decorative: true },
      t.editor,
    );
    expect(decorative.status).toBe(200);
    expect((await classDetail(slug, 'es')).image.alt).toBe('');

    const found = await t.client.query('admin.image.list', { q: 'breathing-ROOM' }, t.editor);
    expect(found.data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await t.client.query('admin.image.list', { q: 'no such words here' }, t.editor)).data.total).toBe(0);
  });

  it('counts the items that use an image and refuses to delete it until none does', async () => {
    const id = await upload('#b5532f', 'terracotta.png');
    const cls = await classShowing(id);
    await t.client.mutate('admin.schedule.set', { imageId: id }, t.editor);

    const listed = await t.client.query('admin.image.list', { q: 'terracotta' }, t.editor);
    expect(listed.data.items[0]).toMatchObject({ id, usageCount: 2, fileName: 'terracotta.png' });
    const detail = await t.client.query('admin.image.get', { id }, t.editor);
    expect(detail.data.usages).toEqual([
      expect.objectContaining({ kind: 'class', id: cls.id }),
      { kind: 'schedule image', id: 0, title: 'Class schedule' },
    ]);

    const refused = await t.client.mutate('admin.image.delete', { id }, t.editor);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toMatch(/used by 2 items/);
    expect(await t.db.db.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();

    await t.client.mutate('admin.schedule.set', { imageId: null }, t.editor);
    await t.db.db.updateTable('classes').set({ image_id: null }).where('id', '=', cls.id).execute();
    const deleted = await t.client.mutate('admin.image.delete', { id }, t.editor);
    expect(deleted.status).toBe(200);
    expect((await t.client.query('admin.image.get', { id }, t.editor)).status).toBe(404);
    expect(await rowsWhere(t.db, 'image_variants', { image_id: id })).toEqual([]);
    const logged = await rowsWhere(t.db, 'audit_log', { entity: 'image', entity_id: String(id) });
    expect(logged.map((l) => l.action).sort()).toEqual(['delete', 'upload']);
  });

  it('replaces a file in place: same id, references keep working, the page shows the new file', async () => {
    const id = await upload('#2f4b6b', 'before.png');
    await t.client.mutate(
      'admin.image.update',
      { id, alt: { en: 'Evening sky' }, caption: {}, decorative: false },
      t.editor,
    );
    const { slug } = await classShowing(id);
    const before = (await classDetail(slug, 'en')).image.url as string;

    const replaced = await send('PUT', `/api/admin/images/${id}`, await png('#d9b44a', 400), 'after.png');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ id, width: 400, fileName: 'after.png', usageCount: 1 });
    expect(replaced.json().alt).toEqual({ en: 'Evening sky' });

    const after = (await classDetail(slug, 'en')).image;
    expect(after.url).not.toBe(before);
    expect(after.width).toBe(400);
    expect(after.alt).toBe('Evening sky');
    expect((await t.app.inject({ method: 'GET', url: after.url })).statusCode).toBe(200);

    // Checked by content as uploads are; a file another image already holds is refused; no such image is 404.
    const text = await send('PUT', `/api/admin/images/${id}`, Buffer.from('not a picture'), 'x.png');
    expect(text.statusCode).toBe(422);
    const other = await upload('#123456', 'other.png');
    const duplicate = await send('PUT', `/api/admin/images/${id}`, await png('#123456'), 'same.png');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toContain(`image #${other}`);
    expect((await send('PUT', '/api/admin/images/999999', await png('#654321'), 'x.png')).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/images/${id}`, await png('#654321'), 'x.png', 'bad')).statusCode).toBe(401);
  });
});
