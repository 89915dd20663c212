import type { AttendanceState } from '@app/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { focusRing } from '../../../features/admin/ui';

const base = `inline-flex min-h-10 min-w-10 items-center justify-center gap-1 px-3 text-sm font-medium disabled:opacity-60 ${focusRing}`;
const off = 'bg-transparent text-dark hover:bg-dark/10 dark:text-sand dark:hover:bg-sand/10';
const onAttended = 'bg-primary text-white dark:bg-gold dark:text-dark';
const onNoShow = 'bg-danger text-white';

/**
 * Attended / No-show for one person on a roster: two toggle buttons (`aria-pressed`); pressing the one
 * already pressed takes the mark back. Grouped and labelled with the person's name for screen readers;
 * small enough to sit beside the name at 375px.
 */
export function AttendanceToggle({
  who,
  state,
  busy,
  closed,
  describedBy,
  onChange,
}: {
  who: string;
  state: AttendanceState | null;
  /** An answer is awaited. */
  busy: boolean;
  /** Check-in is not open yet: only a mark made can be taken back. */
  closed: boolean;
  /** Why marking is not open yet, when it is not. */
  describedBy?: string | undefined;
  onChange: (next: AttendanceState | null) => void;
}) {
  const { t } = useLingui();
  const toggle = (pressed: AttendanceState) => onChange(state === pressed ? null : pressed);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t`Attendance of ${who}`}
      className="inline-flex overflow-hidden rounded-full border border-dark/20 dark:border-sand/25"
    >
      <button
        type="button"
        className={`${base} ${state === 'attended' ? onAttended : off}`}
        aria-pressed={state === 'attended'}
        aria-label={t`${who} attended`}
        aria-describedby={describedBy}
        disabled={busy || (closed && state !== 'attended')}
        onClick={() => toggle('attended')}
      >
        <Check size={16} aria-hidden />
        <span className="hidden min-[400px]:inline">
          <Trans>Attended</Trans>
        </span>
      </button>
      <button
        type="button"
        className={`${base} border-l border-dark/20 dark:border-sand/25 ${state === 'no_show' ? onNoShow : off}`}
        aria-pressed={state === 'no_show'}
        aria-label={t`${who} did not come`}
        aria-describedby={describedBy}
        disabled={busy || (closed && state !== 'no_show')}
        onClick={() => toggle('no_show')}
      >
        <X size={16} aria-hidden />
        <span className="hidden min-[400px]:inline">
          <Trans>No-show</Trans>
        </span>
      </button>
    </div>
  );
}
