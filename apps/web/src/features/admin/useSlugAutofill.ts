import { useEffect, useRef } from 'react';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { slugify } from './slugify';

/**
 * Fills the slug from the English title (or name) until the user edits the slug themselves. Only for
 * new items (`enabled`): a saved item keeps its address, which links elsewhere may use.
 */
export function useSlugAutofill<T extends FieldValues>(
  form: UseFormReturn<T, any, any>,
  source: Path<T>,
  slug: Path<T>,
  enabled = true,
) {
  const title = useWatch({ control: form.control, name: source }) as string | undefined;
  const slugDirty = form.getFieldState(slug, form.formState).isDirty;
  const edited = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    if (slugDirty) edited.current = true;
    if (edited.current) return;
    const next = slugify(title ?? '');
    if (next !== ((form.getValues(slug) as string | undefined) ?? '')) {
      form.setValue(slug, next as PathValue<T, Path<T>>, { shouldValidate: form.formState.isSubmitted });
    }
  }, [form, slug, title, slugDirty, enabled]);
}
