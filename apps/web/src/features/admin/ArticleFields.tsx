import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import type { Image } from '@app/contract';
import { DateTimeField } from './DateTimeField';
import { StatusField, TextField } from './fields';
import { ImageField } from './ImageField';
import { LocalizedRichText, LocalizedTextArea, LocalizedTextField } from './LocalizedFields';
import { Section } from './Section';
import { ScheduleFields } from './ScheduleFields';

/** Title, slug, excerpt, body, cover, author, date and status: what media articles and stories share. */
export function ArticleFields({ pathPrefix, image }: { pathPrefix: string; image: Image | null }) {
  const { t } = useLingui();
  const slug = useWatch({ name: 'slug' }) as string;
  return (
    <>
      <Section title={t`Article`}>
        <LocalizedTextField name="title" label={t`Title`} />
        <TextField name="slug" label={t`Slug`} required hint={t`The address: ${pathPrefix}${slug || '…'}`} />
        <LocalizedTextArea name="excerpt" label={t`Excerpt`} hint={t`A few sentences for the list.`} />
        <LocalizedRichText name="body" label={t`Text`} />
        <ImageField name="coverImageId" label={t`Cover image`} image={image} />
      </Section>
      <Section title={t`Publishing`}>
        <div className="grid gap-4 min-[600px]:grid-cols-2">
          <TextField name="author" label={t`Author`} required />
          <DateTimeField name="publishedAt" label={t`Publication date`} required hint={t`In your time zone.`} />
          <StatusField label={t`Status`} labels={{ draft: t`Draft (hidden from the site)`, published: t`Published` }} />
        </div>
        <ScheduleFields />
      </Section>
    </>
  );
}
