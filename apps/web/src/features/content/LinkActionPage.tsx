import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Loading, TextSkeleton } from './Skeleton';
import { StatusMessage } from './StatusMessage';
import { buttonPrimary } from './ui';

/** What is known of an emailed link before any click (the server reads it with the page). */
export type LinkState = 'loading' | 'ask' | 'done' | 'invalid';

/** What the page of an emailed link says before, after and instead of its action. */
export interface LinkActionWords {
  /** What the page asks, and the button that does it. */
  ask: { title: ReactNode; text: ReactNode; button: ReactNode };
  done: { title: ReactNode; text: ReactNode };
  invalid: { title: ReactNode; text: ReactNode };
}

interface LinkActionPageProps extends LinkActionWords {
  token: string;
  /** Whether the link can still act, has already (an address unsubscribed before), or names nothing. */
  known: LinkState;
  act: (token: string) => Promise<unknown>;
}

/**
 * The page of an emailed link that changes something: it acts only on a click, never on load, since
 * mail scanners open the links of the emails they check.
 */
export function LinkActionPage({ token, known, ask, done, invalid, act }: LinkActionPageProps) {
  const ready = useHydrated();
  const [action, setAction] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const run = () => {
    setAction('working');
    act(token).then(
      () => setAction('done'),
      () => setAction('failed'),
    );
  };
  if (action === 'done' || (action === 'idle' && known === 'done')) {
    return (
      <StatusMessage title={done.title} links={[{ href: '/', label: <Trans>Back to the home page</Trans> }]}>
        {done.text}
      </StatusMessage>
    );
  }
  if (action === 'failed' || known === 'invalid') {
    return (
      <StatusMessage title={invalid.title} links={[{ href: '/contact', label: <Trans>Contact us</Trans> }]}>
        {invalid.text}
      </StatusMessage>
    );
  }
  if (known === 'loading') {
    return (
      <Loading className="mx-auto max-w-xl px-4 py-16 min-[900px]:py-24">
        <TextSkeleton lines={2} />
      </Loading>
    );
  }
  return (
    <StatusMessage
      title={ask.title}
      links={[]}
      actions={
        <button
          type="button"
          className={buttonPrimary}
          onClick={run}
          // Until the app runs, a click would do nothing.
          disabled={action === 'working' || !ready}
          aria-busy={action === 'working'}
        >
          {ask.button}
        </button>
      }
    >
      {ask.text}
    </StatusMessage>
  );
}
