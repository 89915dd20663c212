import { Trans } from '@lingui/react/macro';
import { StatusMessage } from '../../features/content/StatusMessage';

export default function NotFoundPage() {
  return (
    <StatusMessage
      mark="404"
      title={<Trans>This page could not be found</Trans>}
      links={[{ href: '/', label: <Trans>Back to the home page</Trans> }]}
    >
      <p>
        <Trans>The link may be old, or the page may have moved.</Trans>
      </p>
    </StatusMessage>
  );
}
