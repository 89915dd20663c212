import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useTRPC } from '../../app/trpc';
import { buttonPrimary, muted, pageTitle, textLink } from '../../features/content/ui';

/** SPEC section 2: /employee-assistance-program sends the browser straight on to the partner site. */
export default function EmployeePage() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.public.queryOptions());
  const eapUrl = settings.data?.eapUrl;

  useEffect(() => {
    if (eapUrl) window.location.replace(eapUrl);
  }, [eapUrl]);

  return (
    <div className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center text-dark dark:text-sand">
      {settings.isError && !eapUrl ? (
        <>
          <h1 className={pageTitle}>
            <Trans>We couldn't reach our employee-assistance partner</Trans>
          </h1>
          <p className={`mt-3 ${muted}`}>
            <Trans>Please try again in a moment.</Trans>
          </p>
          <Link href="/" className={`mt-8 ${buttonPrimary}`}>
            <Trans>Back to the home page</Trans>
          </Link>
        </>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary motion-reduce:animate-none dark:border-gold/20 dark:border-t-gold"
          />
          <h1 className={`mt-6 ${pageTitle}`} aria-live="polite">
            <Trans>Taking you to our employee-assistance partner…</Trans>
          </h1>
          {eapUrl && (
            <p className={`mt-4 ${muted}`}>
              <Trans>
                Nothing happening?{' '}
                <a href={eapUrl} className={textLink}>
                  Continue to the employee-assistance site
                </a>
              </Trans>
            </p>
          )}
        </>
      )}
    </div>
  );
}
