import { IMAGE_SIZES } from '@app/contract/constants';
import type { ClassDetail } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { usePreview } from '../../features/content/usePreview';
import { useTRPC } from '../../app/trpc';
import { ClassGrid } from '../../features/classes/ClassGrid';
import { CLASS_TYPE_ANCHORS, useClassTypeLabel } from '../../features/classes/classFormat';
import { Html } from '../../features/content/Html';
import { Picture } from '../../features/content/Picture';
import { retryUnlessNotFound } from '../../features/content/queryErrors';
import { Loading, Skeleton, TextSkeleton } from '../../features/content/Skeleton';
import { bookableSessions, defaultSession } from '../../features/sessions/sessionChoice';
import { QueryFallback } from '../../features/content/QueryFallback';
import { StatusMessage } from '../../features/content/StatusMessage';
import { TitledSection } from '../../features/content/TitledSection';
import { eyebrow, muted, pageShell, pageTitle, textLink } from '../../features/content/ui';
import { useNow } from '../../lib/clock';
import { ClassComments } from './ClassComments';
import { ClassFacilitators } from './ClassFacilitators';
import { ClassFacts } from './ClassFacts';
import { ClassRegistration } from './ClassRegistration';
import { UpcomingDates } from './UpcomingDates';

function ClassSkeleton() {
  return (
    <Loading className={pageShell}>
      <Skeleton className="h-4 w-48" />
      <div className="mt-6">
        <TextSkeleton lines={2} />
      </div>
      <div className="mt-8 grid gap-8 min-[900px]:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    </Loading>
  );
}

/** The sidebar spans the main column's rows (image, dates, about, the rest), by how many there are. */
const SIDEBAR_ROWS = ['min-[900px]:row-[1/span_2]', 'min-[900px]:row-[1/span_3]', 'min-[900px]:row-[1/span_4]'];

/** How long a chosen date waits for the form to take focus (its chunk may still be loading on a slow phone). */
const FOCUS_WAIT_MS = 10_000;

/** The registration form's date field (ClassRegistrationForm). */
const DATE_FIELD_ID = 'register-session';

/**
 * Brings a form field into view and focuses it as soon as it can take focus: a public form's fields stay off
 * until its part of the page has hydrated (FormBody), which may come a while after the date list's (the page
 * hydrates part by part, and the form's chunk loads on its own); and a choice made while the form was still
 * hydrating makes React render the form afresh, so the field may be missing for a moment. Looked up each frame.
 */
function focusWhenReady(id: string, until = performance.now() + FOCUS_WAIT_MS) {
  const field = document.getElementById(id);
  if ((!field || field.matches(':disabled')) && performance.now() < until) {
    requestAnimationFrame(() => focusWhenReady(id, until));
    return;
  }
  if (!field) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  field.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
  field.focus({ preventScroll: true });
}

/** A date chosen in the list is chosen in the form: bring the form's date field into view and focus. */
function chooseDate(id: number, pick: (id: number) => void) {
  pick(id);
  requestAnimationFrame(() => focusWhenReady(DATE_FIELD_ID));
}

function Suggestions({ item }: { item: ClassDetail }) {
  const trpc = useTRPC();
  // The three it shows: the page's data block carries no more (issue 33).
  const suggestions = useQuery(
    trpc.class.suggestions.queryOptions({ type: item.classType, slug: item.slug, limit: 3 }),
  );
  if (!suggestions.isPending && (!suggestions.data || suggestions.data.length === 0)) return null;
  return (
    <TitledSection
      headingId="class-suggestions"
      className="lazy-render mt-16 border-t border-dark/10 pt-12 dark:border-sand/15"
      title={<Trans>You may also like</Trans>}
    >
      <div className="mt-6">
        <ClassGrid items={suggestions.data} loading={suggestions.isPending} headingLevel={3} />
      </div>
    </TitledSection>
  );
}

/** /class/{slug}: everything about one class, with Register, suggestions and comments. */
export default function ClassPage({ params }: { params: Record<string, string | undefined> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const typeLabel = useClassTypeLabel();
  const slug = params.slug;
  const preview = usePreview();
  const published = useQuery(
    trpc.class.detail.queryOptions(slug && !preview ? { slug } : skipToken, { retry: retryUnlessNotFound }),
  );
  const draft = useQuery(
    trpc.admin.preview.class.queryOptions(slug && preview ? { slug } : skipToken, {
      retry: retryUnlessNotFound,
    }),
  );
  const detail = preview ? draft : published;
  const sessions = detail.data?.nextSessions;
  const now = useNow();
  const bookable = useMemo(() => bookableSessions(sessions ?? [], now), [sessions, now]);
  const [picked, setPicked] = useState<number | null>(null);
  // The visitor's pick while it can still be booked; otherwise the soonest date with places left.
  const chosenId = bookable.some((s) => s.id === picked) ? picked : (defaultSession(bookable)?.id ?? null);

  if (!detail.data) {
    const allClasses = [{ href: '/session-classes', label: <Trans>See all classes</Trans> }];
    return (
      <QueryFallback
        query={detail}
        missing={!slug}
        notFound={
          <StatusMessage title={<Trans>We couldn't find this class</Trans>} links={allClasses}>
            <p>
              <Trans>It may have finished, or its link may have changed.</Trans>
            </p>
          </StatusMessage>
        }
        failedLinks={allClasses}
        loading={<ClassSkeleton />}
      />
    );
  }

  const item = detail.data;
  const label = typeLabel(item.classType);
  const hasDates = item.classType !== 'PRIVATE_SESSION' && item.nextSessions.length > 0;

  return (
    <div className={pageShell}>
      <nav aria-label={t`Breadcrumb`} className="text-sm">
        <ol className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${muted}`}>
          <li>
            <Link href="/session-classes" className={textLink}>
              <Trans>Classes</Trans>
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href={`/session-classes#${CLASS_TYPE_ANCHORS[item.classType]}`} className={textLink}>
              {label}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="line-clamp-1">
            {item.title}
          </li>
        </ol>
      </nav>

      <header className="mt-6 max-w-3xl">
        <p className={eyebrow}>{label}</p>
        <h1 className={`mt-2 ${pageTitle}`}>{item.title}</h1>
        {item.summary && <p className={`mt-4 text-lg ${muted}`}>{item.summary}</p>}
      </header>

      <div className="mt-8 grid gap-10 min-[900px]:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] min-[900px]:gap-x-12">
        {item.image && (
          <Picture
            image={item.image}
            priority
            sizes={IMAGE_SIZES.classPage}
            className="aspect-[16/10] w-full rounded-2xl object-cover shadow-sm min-[900px]:col-start-1"
          />
        )}
        <div className={`min-[900px]:col-start-2 ${SIDEBAR_ROWS[Number(Boolean(item.image)) + Number(hasDates)]}`}>
          <div className="min-[900px]:sticky min-[900px]:top-24">
            <ClassFacts item={item} bookable={bookable} />
          </div>
        </div>
        {hasDates && (
          <div className="min-w-0 min-[900px]:col-start-1">
            <UpcomingDates
              sessions={item.nextSessions}
              chosenId={chosenId}
              onChoose={preview ? undefined : (session) => chooseDate(session.id, setPicked)}
            />
          </div>
        )}
        <TitledSection
          headingId="class-about"
          className="min-w-0 min-[900px]:col-start-1"
          title={<Trans>About this class</Trans>}
        >
          <Html html={item.description} className="mt-4" />
        </TitledSection>
        <div className="min-w-0 min-[900px]:col-start-1">
          <ClassFacilitators item={item} />
          <ClassComments item={item} />
        </div>
      </div>

      {preview ? null : <ClassRegistration item={item} bookable={bookable} chosenId={chosenId} onChoose={setPicked} />}
      <Suggestions item={item} />
    </div>
  );
}
