import { useQueryClient } from '@tanstack/react-query';
import { type NewsletterIssue, type NewsletterIssueInput, newsletterIssueInputSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { api, useTRPC } from '../../../app/trpc';
import { AdminForm } from '../../../features/admin/AdminForm';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { FormActions } from '../../../features/admin/FormActions';
import { LocalizedRichText, LocalizedTextField } from '../../../features/admin/LocalizedFields';
import { toLocalizedForm } from '../../../features/admin/locales';
import { Section } from '../../../features/admin/Section';
import { toast } from '../../../features/admin/toast';
import { useResourceEditor } from '../../../features/admin/useResourceEditor';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { SendSection } from './SendSection';
import { TryOutSection } from './TryOutSection';

/** The issue's text as the form holds it (every language's box, empty where there is no translation). */
export const issueText = (issue: NewsletterIssue | null): NewsletterIssueInput => ({
  subject: toLocalizedForm(issue?.data.subject),
  body: toLocalizedForm(issue?.data.body),
});

/** A draft: its subject and text per language, preview and test, and (admins) the send. */
export function NewsletterForm({ issue, reload }: { issue: NewsletterIssue | null; reload: () => unknown }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  const form = useForm({ resolver: zodResolver(newsletterIssueInputSchema), defaultValues: issueText(issue) });
  const invalidate = () => queryClient.invalidateQueries(trpc.admin.newsletter.pathFilter());
  const { onSubmit, formError, banner } = useResourceEditor({
    form,
    item: issue,
    create: (data) => api.admin.newsletter.create.mutate(data),
    update: (input) => api.admin.newsletter.update.mutate(input),
    invalidate,
    savedMessage: t`The draft was saved.`,
    reload,
    // A new issue continues on its own page, where it can be tested and sent.
    onSaved: (saved) => {
      if (!issue) navigate(`/admin/newsletter/${(saved as NewsletterIssue).id}`, { replace: true });
    },
  });
  const unsaved = form.formState.isDirty;

  const remove = async () => {
    if (!issue) return;
    try {
      await api.admin.newsletter.delete.mutate({ id: issue.id, version: issue.version });
      form.reset(form.getValues());
      toast.success(t`The draft was deleted.`);
      navigate('/admin/newsletter');
      await invalidate();
    } catch (failure) {
      toast.error(serverErrorText(readServerErrors(failure), t`Something went wrong. Please try again.`));
    }
  };

  return (
    <AdminForm form={form} onSubmit={onSubmit} formError={formError} banner={banner}>
      <Section
        title={<Trans>Issue</Trans>}
        description={<Trans>Each language falls back to English where it has no translation.</Trans>}
      >
        <LocalizedTextField name="subject" label={t`Subject`} hint={t`Also the heading of the email.`} />
        <LocalizedRichText name="body" label={t`Text`} />
      </Section>
      <TryOutSection issueId={issue?.id ?? null} unsaved={unsaved} text={() => form.getValues()} />
      {issue && <SendSection issue={issue} unsaved={unsaved} />}
      <FormActions
        cancelHref="/admin/newsletter"
        saveLabel={<Trans>Save draft</Trans>}
        onDelete={issue ? () => setDeleting(true) : undefined}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={<Trans>Delete this draft?</Trans>}
        description={<Trans>Its text in every language is deleted. This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={remove}
      />
    </AdminForm>
  );
}
