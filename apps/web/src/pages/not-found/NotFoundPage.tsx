import { Trans } from '@lingui/react/macro';
import { StatusMessage } from '../../features/content/StatusMessage';

/** What a visitor sees for an address with no page, or a content page that is gone (`mark`: the big "404"). */
export function PageNotFound({ mark }: { mark?: string }) {
  return (
    <StatusMessage
      mark={mark}
      title={<Trans>This page could not be found</Trans>}
      links={[{ href: '/', label: <Trans>Back to the home page</Trans> }]}
    >
      <p>
        <Trans>The link may be old, or the page may have moved.</Trans>
      </p>
    </StatusMessage>
  );
}

export default function NotFoundPage() {
  return <PageNotFound mark="404" />;
}
