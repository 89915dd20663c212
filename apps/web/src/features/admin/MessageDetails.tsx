import { Trans } from '@lingui/react/macro';

/** The message someone sent with a sign-up or request, folded in its list cell until opened. */
export function MessageDetails({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer">
        <Trans>Message</Trans>
      </summary>
      <p className="mt-1 whitespace-pre-wrap">{message}</p>
    </details>
  );
}
