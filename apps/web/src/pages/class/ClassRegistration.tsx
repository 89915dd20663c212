import type { ClassDetail, ClassSession } from '@app/contract';
import { Trans } from '@lingui/react/macro';
import { CalendarX } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { Skeleton } from '../../features/content/Skeleton';
import { buttonSecondary, card, muted, sectionTitle } from '../../features/content/ui';
import { isFull } from '../../features/sessions/sessionChoice';
import { withPageMessages } from '../../app/i18n';

const ClassRegistrationForm = lazy(withPageMessages(() => import('../../features/forms/ClassRegistrationForm')));
const PrivateSessionRequestForm = lazy(
  withPageMessages(() => import('../../features/forms/PrivateSessionRequestForm')),
);

interface Props {
  item: ClassDetail;
  /** The dates that can be booked, soonest first. */
  bookable: readonly ClassSession[];
  chosenId: number | null;
  onChoose: (id: number) => void;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section
      id="register"
      aria-labelledby="class-register"
      className="mt-16 scroll-mt-24 border-t border-dark/10 pt-12 dark:border-sand/15"
    >
      <h2 id="class-register" className={sectionTitle}>
        {title}
      </h2>
      <div className="mt-6 max-w-2xl">
        <Suspense fallback={<Skeleton className="h-72 w-full rounded-2xl" />}>{children}</Suspense>
      </div>
    </section>
  );
}

/** Nothing to book: said plainly, with the way to ask the studio. */
function NoDates() {
  return (
    <div className={`flex flex-col gap-4 p-5 min-[600px]:flex-row min-[600px]:items-center ${card}`}>
      <CalendarX size={28} aria-hidden className="shrink-0 text-primary dark:text-gold" />
      <div className="flex-1">
        <p className="font-semibold">
          <Trans>No dates are open for booking right now.</Trans>
        </p>
        <p className={`mt-1 text-sm ${muted}`}>
          <Trans>Write to us and we will tell you when the next one is planned.</Trans>
        </p>
      </div>
      <Link href="/contact" className={buttonSecondary}>
        <Trans>Contact us</Trans>
      </Link>
    </div>
  );
}

/**
 * The bottom of a class page: the booking form for the chosen date, a request form for private
 * sessions, or, without open dates, a clear message with the studio's contact.
 */
export function ClassRegistration({ item, bookable, chosenId, onChoose }: Props) {
  if (item.classType === 'PRIVATE_SESSION') {
    return (
      <Section title={<Trans>Request a session</Trans>}>
        <p className={`mb-6 ${muted}`}>
          <Trans>
            Private sessions are arranged one by one. Tell us what suits you and we will propose a date and time by
            email.
          </Trans>
        </p>
        <PrivateSessionRequestForm slug={item.slug} title={item.title} timeZone={item.extendInfo.timeZone} />
      </Section>
    );
  }
  if (bookable.length === 0 || chosenId === null) {
    return (
      <Section title={<Trans>Register</Trans>}>
        <NoDates />
      </Section>
    );
  }
  const allFull = bookable.every(isFull);
  return (
    <Section title={allFull ? <Trans>Join the waiting list</Trans> : <Trans>Register</Trans>}>
      <ClassRegistrationForm
        slug={item.slug}
        title={item.title}
        sessions={bookable}
        sessionId={chosenId}
        onSessionChange={onChoose}
        cancelCutoffHours={item.cancelCutoffHours}
        hybrid={item.extendInfo.format === 'hybrid'}
      />
    </Section>
  );
}
