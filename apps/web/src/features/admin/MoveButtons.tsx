import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { iconButton } from './ui';

/** "Move up" / "Move down" for one row; keeps the keyboard focus on the row as it moves. */
export function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useLingui();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const go = (delta: -1 | 1) => {
    if (disabled) return;
    onMove(delta);
    // The row moves in the DOM, which loses the focus: put it back, on the other button at either end.
    const target = index + delta;
    const next = target === 0 ? down : target === count - 1 ? up : delta < 0 ? up : down;
    requestAnimationFrame(() => next.current?.focus());
  };
  return (
    <>
      <button
        ref={up}
        type="button"
        className={iconButton}
        disabled={index === 0}
        aria-disabled={disabled || undefined}
        onClick={() => go(-1)}
        aria-label={t`Move “${name}” up`}
        title={t`Move up`}
      >
        <ChevronUp size={16} aria-hidden />
      </button>
      <button
        ref={down}
        type="button"
        className={iconButton}
        disabled={index === count - 1}
        aria-disabled={disabled || undefined}
        onClick={() => go(1)}
        aria-label={t`Move “${name}” down`}
        title={t`Move down`}
      >
        <ChevronDown size={16} aria-hidden />
      </button>
    </>
  );
}
