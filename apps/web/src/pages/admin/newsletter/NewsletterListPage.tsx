import { useQuery } from '@tanstack/react-query';
import type { NewsletterIssueRow } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTRPC } from '../../../app/trpc';
import { AdminPage } from '../../../features/admin/AdminPage';
import { createdAtColumn } from '../../../features/admin/createdAtColumn';
import { type Column, DataTable } from '../../../features/admin/DataTable';
import { formatDateTime } from '../../../features/admin/format';
import { listQueryProps } from '../../../features/admin/listQueryProps';
import { button, muted, textLink } from '../../../features/admin/ui';
import { DeliveryCounts } from './DeliveryCounts';
import { IssueStatusBadge } from './IssueStatusBadge';
import { PROGRESS_REFRESH_MS, stillGoingOut } from './progress';

const PAGE_SIZE = 20;

/** /admin/newsletter: the issues written, newest first, with how far each has gone out. */
export default function NewsletterListPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [view, setView] = useState({ page: 1, pageSize: PAGE_SIZE });
  const list = useQuery(
    trpc.admin.newsletter.list.queryOptions(view, {
      refetchInterval: (query) => (query.state.data?.rows.some(stillGoingOut) ? PROGRESS_REFRESH_MS : false),
    }),
  );

  const columns: Column<NewsletterIssueRow>[] = [
    {
      id: 'subject',
      header: <Trans>Subject</Trans>,
      cell: (row) => (
        <Link href={`/admin/newsletter/${row.id}`} className={`${textLink} break-words`}>
          {row.subject}
        </Link>
      ),
    },
    { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <IssueStatusBadge status={row.status} /> },
    createdAtColumn('created', <Trans>Created</Trans>),
    {
      id: 'sent',
      header: <Trans>Delivery</Trans>,
      cell: (row) => (
        <>
          <DeliveryCounts status={row.status} counts={row.counts} />
          {row.sentAt && <span className={`block text-xs ${muted}`}>{formatDateTime(row.sentAt)}</span>}
        </>
      ),
    },
  ];

  return (
    <AdminPage
      wide
      title={t`Newsletter issues`}
      description={
        <Trans>Write an issue in every language, send yourself a test, then send it to every subscriber.</Trans>
      }
      actions={
        <Link href="/admin/newsletter/new" className={button}>
          <Plus size={18} aria-hidden />
          <Trans>New issue</Trans>
        </Link>
      }
    >
      <DataTable
        caption={t`Newsletter issues`}
        columns={columns}
        {...listQueryProps(list)}
        empty={
          <div className="space-y-3">
            <p>
              <Trans>No newsletter issues yet.</Trans>
            </p>
            <Link href="/admin/newsletter/new" className={button}>
              <Plus size={18} aria-hidden />
              <Trans>Write the first issue</Trans>
            </Link>
          </div>
        }
        list={{
          state: { search: '', sort: 'createdAt', direction: 'desc', ...view },
          onChange: (patch) =>
            setView((current) => ({ page: patch.page ?? 1, pageSize: patch.pageSize ?? current.pageSize })),
          total: list.data?.total ?? 0,
          toolbar: false,
        }}
      />
    </AdminPage>
  );
}
