import type { FaqScope } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { RouteDefinition } from '../../app/routes';
import { trpc } from '../../app/trpc';
import { Html } from '../../features/content/Html';
import { PageIntro } from '../../features/content/PageIntro';
import { Loading, Skeleton } from '../../features/content/Skeleton';
import { card, focusRing, muted, pageShell, textLink } from '../../features/content/ui';

/** /faq (general questions) and /corporate/faq (questions from organisations). */
export default function FaqPage({ route }: { route: RouteDefinition }) {
  const { t } = useLingui();
  const scope: FaqScope = route.code === 'corporate-faq' ? 'corporate' : 'general';
  const faqs = trpc.faq.list.useQuery({ scope });

  return (
    <div className={pageShell}>
      <PageIntro
        code={route.code ?? 'faq'}
        fallbackTitle={scope === 'corporate' ? t`Questions from organisations` : t`Frequently asked questions`}
      />
      <section aria-label={t`Questions and answers`} className="mt-10 max-w-3xl">
        {faqs.isPending ? (
          <Loading className="space-y-3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14 w-full rounded-xl" />
            ))}
          </Loading>
        ) : faqs.data && faqs.data.length > 0 ? (
          <ul className="space-y-3">
            {faqs.data.map((item) => (
              <li key={item.id}>
                <details className={`group overflow-hidden ${card}`}>
                  <summary
                    className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start text-lg font-medium text-dark hover:text-primary dark:text-sand dark:hover:text-gold [&::-webkit-details-marker]:hidden ${focusRing}`}
                  >
                    <span>{item.question}</span>
                    <svg
                      viewBox="0 0 20 20"
                      aria-hidden="true"
                      className="size-5 shrink-0 fill-none stroke-current stroke-2 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                    >
                      <path d="M5 7.5l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </summary>
                  <Html html={item.answer} className="px-5 pb-5" />
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>
            <Trans>There are no questions here yet.</Trans>
          </p>
        )}
        <p className={`mt-10 ${muted}`}>
          <Trans>
            Still wondering about something?{' '}
            <Link href="/contact" className={textLink}>
              Contact us
            </Link>
          </Trans>
        </p>
      </section>
    </div>
  );
}
