import { useQuery } from '@tanstack/react-query';
import type { FaqScope } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { RouteDefinition } from '../../app/route-definition';
import { useTRPC } from '../../app/trpc';
import { FaqEntry } from '../../features/content/FaqEntry';
import { PageIntro } from '../../features/content/PageIntro';
import { QueryList } from '../../features/content/QueryList';
import { muted, pageShell, textLink } from '../../features/content/ui';

/** /faq (general questions) and /corporate/faq (questions from organisations). */
export default function FaqPage({ route }: { route: RouteDefinition }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const scope: FaqScope = route.code === 'corporate-faq' ? 'corporate' : 'general';
  const faqs = useQuery(trpc.faq.list.queryOptions({ scope }));

  return (
    <div className={pageShell}>
      <PageIntro
        code={route.code ?? 'faq'}
        fallbackTitle={scope === 'corporate' ? t`Questions from organisations` : t`Frequently asked questions`}
      />
      <section aria-label={t`Questions and answers`} className="mt-10 max-w-3xl">
        <QueryList
          query={faqs}
          className="space-y-3"
          placeholderCount={4}
          placeholderClassName="h-14 w-full rounded-xl"
          renderItem={(item) => <FaqEntry item={item} />}
          empty={
            <p className={muted}>
              <Trans>There are no questions here yet.</Trans>
            </p>
          }
        />
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
