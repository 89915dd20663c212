import type { DehydratedState } from '@tanstack/react-query';
import superjson from 'superjson';

/**
 * The server's side of the data block dehydrated.ts reads: query data as superjson (dates kept), with `<`, `>` and
 * `&` written as `\u003c`… so no text an editor wrote (a class title `</script><script>…`) can close the element.
 * Apart from dehydrated.ts: the browser reads the format without the superjson library (lib/wire-json.ts).
 */
export function stateToScriptText(state: DehydratedState): string {
  return superjson.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
