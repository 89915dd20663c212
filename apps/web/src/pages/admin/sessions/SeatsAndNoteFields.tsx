import { useLingui } from '@lingui/react/macro';
import { numberOrNull, TextField, textOrNull } from '../../../features/admin/fields';

/** A session's own seats (empty: the class's capacity) and its note for staff, when adding or editing it. */
export function SeatsAndNoteFields({ seatsHint }: { seatsHint: string }) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        name="capacity"
        label={t`Seats`}
        type="number"
        inputMode="numeric"
        min={1}
        options={numberOrNull}
        hint={seatsHint}
      />
      <TextField name="note" label={t`Note for staff`} options={textOrNull} />
    </>
  );
}
