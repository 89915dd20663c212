import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { api } from '../../app/trpc';
import { LinkActionPage } from '../../features/content/LinkActionPage';

/** The unsubscribe link of every newsletter email: it unsubscribes on a click, never on opening. */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <LinkActionPage
      token={token}
      act={(value) => api.registration.unsubscribe.mutate({ token: value })}
      ask={{
        title: <Trans>Unsubscribe from our newsletter?</Trans>,
        text: <Trans>You will not receive our newsletter any more.</Trans>,
        button: <Trans>Unsubscribe</Trans>,
      }}
      done={{
        title: <Trans>You are unsubscribed</Trans>,
        text: <Trans>You will not receive our newsletter any more. You can sign up again at any time.</Trans>,
      }}
      invalid={{
        title: <Trans>This link is not valid</Trans>,
        text: <Trans>The unsubscribe link may be incomplete. Write to us and we will remove your address.</Trans>,
      }}
    />
  );
}
