import { Trans } from '@lingui/react/macro';
import { NewsletterLinkPage } from '../../features/content/NewsletterLinkPage';

/**
 * The link of the confirmation email (double opt-in): it names the address, and the subscription starts on a click,
 * never on opening.
 */
export default function NewsletterConfirmPage({ params }: { params: Record<string, string | undefined> }) {
  return (
    <NewsletterLinkPage
      kind="confirm"
      token={params.token ?? ''}
      words={(email) => ({
        ask: {
          title: <Trans>Confirm your subscription</Trans>,
          text: email ? (
            <Trans>One click and our newsletter will come to {email}, about once a month.</Trans>
          ) : (
            <Trans>One click and you will receive our newsletter, about once a month.</Trans>
          ),
          button: <Trans>Confirm my subscription</Trans>,
        },
        done: {
          title: <Trans>Your subscription is confirmed</Trans>,
          text: <Trans>Thank you! Our next newsletter will come to your inbox.</Trans>,
        },
        invalid: {
          title: <Trans>This link is not valid</Trans>,
          text: (
            <Trans>
              The confirmation link may have been used already or expired after 7 days. Sign up again at the foot of any
              page to get a new one.
            </Trans>
          ),
        },
      })}
    />
  );
}
