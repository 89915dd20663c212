import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { NewsletterLinkPage } from '../../features/content/NewsletterLinkPage';

/** The unsubscribe link of every newsletter email: it names the address, and unsubscribes on a click, never on opening. */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <NewsletterLinkPage
      kind="unsubscribe"
      token={token}
      words={(email) => ({
        ask: {
          title: <Trans>Unsubscribe from our newsletter?</Trans>,
          text: email ? (
            <Trans>Our newsletter will no longer be sent to {email}.</Trans>
          ) : (
            <Trans>You will not receive our newsletter any more.</Trans>
          ),
          button: <Trans>Unsubscribe</Trans>,
        },
        done: {
          title: <Trans>You are unsubscribed</Trans>,
          text: email ? (
            <Trans>Our newsletter is no longer sent to {email}. You can sign up again at any time.</Trans>
          ) : (
            <Trans>You will not receive our newsletter any more. You can sign up again at any time.</Trans>
          ),
        },
        invalid: {
          title: <Trans>This link is not valid</Trans>,
          text: <Trans>The unsubscribe link may be incomplete. Write to us and we will remove your address.</Trans>,
        },
      })}
    />
  );
}
