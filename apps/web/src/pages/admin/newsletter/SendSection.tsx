import { useQueryClient } from '@tanstack/react-query';
import type { NewsletterIssue } from '@app/contract';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { api, useTRPC } from '../../../app/trpc';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { LANGUAGES } from '../../../features/admin/locales';
import { Section } from '../../../features/admin/Section';
import { toast } from '../../../features/admin/toast';
import { button, hint, muted } from '../../../features/admin/ui';
import { useSession } from '../../../features/auth/useSession';
import { readServerErrors, serverErrorText } from '../../../lib/server-errors';
import { userText } from '../../../lib/user-text';

/**
 * Sending a saved draft to every active subscriber, after a question that names how many. Admins
 * only (the server refuses anyone else); editors are told who sends.
 */
export function SendSection({ issue, unsaved }: { issue: NewsletterIssue; unsaved: boolean }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { total, byLocale } = issue.audience;
  const subject = userText(issue.data.subject.en ?? '');
  const languages = byLocale.map(({ locale, count }) => `${LANGUAGES[locale].name}: ${count}`).join(', ');

  const send = async () => {
    try {
      const { recipients } = await api.admin.newsletter.send.mutate({ id: issue.id, version: issue.version });
      toast.success(
        plural(recipients, {
          one: 'Sending to # subscriber has started.',
          other: 'Sending to # subscribers has started.',
        }),
      );
    } catch (failure) {
      toast.error(serverErrorText(readServerErrors(failure), t`Something went wrong. Please try again.`));
    }
    await queryClient.invalidateQueries(trpc.admin.newsletter.pathFilter());
  };

  return (
    <Section
      title={<Trans>Send to subscribers</Trans>}
      description={
        <Trans>
          Each subscriber gets the issue in their language (in English where it has no translation), in batches.
        </Trans>
      }
    >
      <p>
        {total === 0 ? (
          <Trans>Nobody has subscribed (and confirmed) yet.</Trans>
        ) : (
          <>
            <Plural value={total} one="# active subscriber" other="# active subscribers" />
            <span className={`block text-sm ${muted}`}>{languages}</span>
          </>
        )}
      </p>
      {user?.role === 'admin' ? (
        <>
          <button
            type="button"
            className={button}
            onClick={() => setAsking(true)}
            disabled={unsaved || total === 0}
            aria-describedby={unsaved ? `send-hint-${issue.id}` : undefined}
          >
            <Mail size={18} aria-hidden />
            <Plural value={total} one="Send to # subscriber" other="Send to # subscribers" />
          </button>
          {unsaved && (
            <p id={`send-hint-${issue.id}`} className={hint}>
              <Trans>Save the draft first: the saved text is what goes out.</Trans>
            </p>
          )}
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={<Trans>Send “{subject}” now?</Trans>}
            description={
              <Plural
                value={total}
                one="It goes to # active subscriber. Once sending starts, the issue can no longer be changed or stopped."
                other="It goes to # active subscribers. Once sending starts, the issue can no longer be changed or stopped."
              />
            }
            confirmLabel={<Plural value={total} one="Send to # subscriber" other="Send to # subscribers" />}
            onConfirm={send}
          />
        </>
      ) : (
        <p className={`text-sm ${muted}`}>
          <Trans>An admin sends issues to the subscribers. Send yourself a test to check it first.</Trans>
        </p>
      )}
    </Section>
  );
}
