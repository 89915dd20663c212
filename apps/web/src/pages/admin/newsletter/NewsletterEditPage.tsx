import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTRPC } from '../../../app/trpc';
import { EditorShell, idParam, itemQueryOptions } from '../../../features/admin/EditorShell';
import { issueText, NewsletterForm } from './NewsletterForm';
import { PROGRESS_REFRESH_MS, stillGoingOut } from './progress';
import { SendingProgress } from './SendingProgress';
import { TryOutSection } from './TryOutSection';

/** /admin/newsletter/new and /admin/newsletter/{id}: a draft to write, or an issue that went out (read-only). */
export default function NewsletterEditPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const id = idParam(params);
  const query = useQuery(
    trpc.admin.newsletter.get.queryOptions(
      { id: id || 1 },
      {
        ...itemQueryOptions(id),
        refetchInterval: (current) =>
          current.state.data && stillGoingOut(current.state.data) ? PROGRESS_REFRESH_MS : false,
      },
    ),
  );
  const subject = query.data?.data.subject.en ?? '';
  return (
    <EditorShell
      id={id}
      query={query}
      title={id === null ? t`New newsletter issue` : subject ? `“${subject}”` : t`Newsletter issue`}
      back={{ href: '/admin/newsletter', label: <Trans>All newsletter issues</Trans> }}
      notFound={t`This newsletter issue does not exist.`}
    >
      {(issue) =>
        issue === null || issue.status === 'draft' ? (
          <NewsletterForm issue={issue} reload={() => query.refetch()} />
        ) : (
          <div className="space-y-6">
            <SendingProgress issue={issue} />
            <TryOutSection issueId={issue.id} unsaved={false} text={() => issueText(issue)} />
          </div>
        )
      }
    </EditorShell>
  );
}
