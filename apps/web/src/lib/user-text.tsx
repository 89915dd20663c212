import type { ReactElement } from 'react';

/**
 * Text someone typed (a title, a name, a subject, an email address) as a `<Trans>` placeholder's value:
 * `const subject = userText(issue.subject)`, then `<Trans>Send “{subject}” now?</Trans>`. Lingui's `<Trans>`
 * writes string values into the translated message and then reads `<name>…</name>` in the result as the
 * message's own markup, so `December <b>x</b>` showed as `December x`. A React element value is
 * rendered as a child, as text: exactly what was typed.
 */
export function userText(text: string): ReactElement {
  return <>{text}</>;
}
