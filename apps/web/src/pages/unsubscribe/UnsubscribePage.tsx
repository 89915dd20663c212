import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { api } from '../../app/trpc';
import { StatusMessage } from '../../features/content/StatusMessage';

/** The one-click unsubscribe link of every newsletter email. */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [state, setState] = useState<'working' | 'done' | 'invalid'>('working');
  useEffect(() => {
    if (token.length < 10) return setState('invalid');
    api.registration.unsubscribe.mutate({ token }).then(
      () => setState('done'),
      () => setState('invalid'),
    );
  }, [token]);
  if (state === 'working') return <div className="min-h-[40vh]" aria-busy="true" />;
  return state === 'done' ? (
    <StatusMessage
      title={<Trans>You are unsubscribed</Trans>}
      links={[{ href: '/', label: <Trans>Back to the home page</Trans> }]}
    >
      <Trans>You will not receive our newsletter any more. You can sign up again at any time.</Trans>
    </StatusMessage>
  ) : (
    <StatusMessage
      title={<Trans>This link is not valid</Trans>}
      links={[{ href: '/contact', label: <Trans>Contact us</Trans> }]}
    >
      <Trans>The unsubscribe link may be incomplete. Write to us and we will remove your address.</Trans>
    </StatusMessage>
  );
}
