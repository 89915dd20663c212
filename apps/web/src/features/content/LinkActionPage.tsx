import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { StatusMessage } from './StatusMessage';
import { buttonPrimary } from './ui';

interface LinkActionPageProps {
  /** The token of the emailed link; a malformed one goes straight to `invalid`. */
  token: string;
  /** What the page asks, and the button that does it. */
  ask: { title: ReactNode; text: ReactNode; button: ReactNode };
  done: { title: ReactNode; text: ReactNode };
  invalid: { title: ReactNode; text: ReactNode };
  act: (token: string) => Promise<unknown>;
}

/**
 * The page of an emailed link that changes something: it acts only on a click, never on load, since
 * mail scanners open the links of the emails they check.
 */
export function LinkActionPage({ token, ask, done, invalid, act }: LinkActionPageProps) {
  const [state, setState] = useState<'ask' | 'working' | 'done' | 'invalid'>(() =>
    /^[A-Za-z0-9_-]{10,100}$/.test(token) ? 'ask' : 'invalid',
  );
  const run = () => {
    setState('working');
    act(token).then(
      () => setState('done'),
      () => setState('invalid'),
    );
  };
  if (state === 'done') {
    return (
      <StatusMessage title={done.title} links={[{ href: '/', label: <Trans>Back to the home page</Trans> }]}>
        {done.text}
      </StatusMessage>
    );
  }
  if (state === 'invalid') {
    return (
      <StatusMessage title={invalid.title} links={[{ href: '/contact', label: <Trans>Contact us</Trans> }]}>
        {invalid.text}
      </StatusMessage>
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
          disabled={state === 'working'}
          aria-busy={state === 'working'}
        >
          {ask.button}
        </button>
      }
    >
      {ask.text}
    </StatusMessage>
  );
}
