import { useLingui } from '@lingui/react/macro';
import { NumberField, TextField, textOrNull } from '../../../features/admin/fields';

/** A session's own seats (empty: the class's capacity) and its note for staff, when adding or editing it. */
export function SeatsAndNoteFields({ seatsHint }: { seatsHint: string }) {
  const { t } = useLingui();
  return (
    <>
      <NumberField name="capacity" label={t`Seats`} min={1} empty="null" hint={seatsHint} />
      <TextField name="note" label={t`Note for staff`} options={textOrNull} />
    </>
  );
}
