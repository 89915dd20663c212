import { Trans } from '@lingui/react/macro';
import { StatusMessage } from '../../features/content/StatusMessage';

export default function UnauthorizedPage() {
  return (
    <StatusMessage
      mark="403"
      title={<Trans>You don't have access to this page</Trans>}
      links={[
        { href: '/', label: <Trans>Back to the home page</Trans> },
        { href: '/admin/login', label: <Trans>Sign in</Trans> },
      ]}
    >
      <p>
        <Trans>
          Your account is not allowed to open it. Sign in with another account, or go back to the home page.
        </Trans>
      </p>
    </StatusMessage>
  );
}
