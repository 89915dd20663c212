import type { AppRouter } from '@app/api';
import { STEP_UP_REQUIRED } from '@app/contract/constants';
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { stepUp } from '../lib/step-up';

const reasonOf = (error: unknown) => (error as { data?: { reason?: unknown } } | null)?.data?.reason;

/**
 * A call refused with `STEP_UP_REQUIRED` waits while the back office asks for a fresh second factor, then
 * goes again (once per confirmation); cancelled, it fails with the refusal as before.
 */
export const stepUpLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) => {
      let current = attempt();
      function attempt() {
        return next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (reasonOf(error) !== STEP_UP_REQUIRED || !stepUp.available) return observer.error(error);
            void stepUp.ask().then((confirmed) => {
              if (confirmed) current = attempt();
              else observer.error(error);
            });
          },
        });
      }
      return () => current.unsubscribe();
    });
