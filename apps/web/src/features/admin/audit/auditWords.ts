import type { AuditAction, AuditEntity, AuditEntry } from '@app/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** Each kind of item the audit log names ('media article'), as staff read it. */
export const ENTITY_NAMES = {
  class: msg`class`,
  facilitator: msg`facilitator`,
  'media article': msg`media article`,
  story: msg`story`,
  slide: msg`slide`,
  'corporate client': msg`corporate client`,
  'FAQ item': msg`FAQ item`,
  page: msg`page`,
  'schedule image': msg`schedule image`,
  image: msg`image`,
  session: msg`session`,
  booking: msg`booking`,
  'private session request': msg`private session request`,
  'newsletter issue': msg`newsletter issue`,
  'contact message': msg`contact message`,
  'booking settings': msg`booking settings`,
  'security settings': msg`security settings`,
  user: msg`staff account`,
  'personal data': msg`personal data`,
  person: msg`person`,
  'API key': msg`API key`,
  webhook: msg`webhook`,
} satisfies Record<AuditEntity, MessageDescriptor>;

/**
 * Each kind of change, named on its own (the audit page's filter). A context of their own: "Created" is
 * also a column's name, which some languages translate otherwise ("creation time").
 */
export const ACTION_NAMES = {
  create: msg({ message: 'Created', context: 'kind of change' }),
  update: msg({ message: 'Changed', context: 'kind of change' }),
  restore: msg({ message: 'Earlier version restored', context: 'kind of change' }),
  trash: msg({ message: 'Moved to the trash', context: 'kind of change' }),
  untrash: msg({ message: 'Restored from the trash', context: 'kind of change' }),
  purge: msg({ message: 'Deleted for good', context: 'kind of change' }),
  delete: msg({ message: 'Deleted', context: 'kind of change' }),
  reorder: msg({ message: 'Reordered', context: 'kind of change' }),
  upload: msg({ message: 'Uploaded', context: 'kind of change' }),
  publish: msg({ message: 'Published', context: 'kind of change' }),
  unpublish: msg({ message: 'Unpublished', context: 'kind of change' }),
  send: msg({ message: 'Sent to the subscribers', context: 'kind of change' }),
  cancel: msg({ message: 'Cancelled', context: 'kind of change' }),
  promote: msg({ message: 'Confirmed from the waiting list', context: 'kind of change' }),
  'check in': msg({ message: 'Checked in', context: 'kind of change' }),
  'undo check-in': msg({ message: 'Check-in undone', context: 'kind of change' }),
  'mark no-show': msg({ message: 'Marked as a no-show', context: 'kind of change' }),
  'clear attendance': msg({ message: 'Attendance mark taken back', context: 'kind of change' }),
  'mark the rest': msg({ message: 'Everyone unmarked marked', context: 'kind of change' }),
  'reissue link': msg({ message: 'New manage link sent', context: 'kind of change' }),
  move: msg({ message: 'Moved to another date', context: 'kind of change' }),
  propose: msg({ message: 'Time proposed', context: 'kind of change' }),
  confirm: msg({ message: 'Confirmed', context: 'kind of change' }),
  decline: msg({ message: 'Declined', context: 'kind of change' }),
  erase: msg({ message: 'Personal data erased', context: 'kind of change' }),
  note: msg({ message: 'Note added', context: 'kind of change' }),
  'resend link': msg({ message: 'Manage link sent again', context: 'kind of change' }),
  'export person data': msg({ message: 'Personal data exported', context: 'kind of change' }),
  'erase person data': msg({ message: 'Personal data erased by staff', context: 'kind of change' }),
  'lift no-show pause': msg({ message: 'Online booking pause lifted', context: 'kind of change' }),
  'staff.create': msg({ message: 'Staff account added', context: 'kind of change' }),
  'staff.invite': msg({ message: 'Invited', context: 'kind of change' }),
  'staff.reinvite': msg({ message: 'Invited again', context: 'kind of change' }),
  'staff.invitation-accepted': msg({ message: 'Invitation taken up', context: 'kind of change' }),
  'staff.role': msg({ message: 'Role changed', context: 'kind of change' }),
  'staff.disable': msg({ message: 'Deactivated', context: 'kind of change' }),
  'staff.enable': msg({ message: 'Reactivated', context: 'kind of change' }),
  'staff.password': msg({ message: 'New password set', context: 'kind of change' }),
  'staff.password-reset-requested': msg({ message: 'Password reset asked for', context: 'kind of change' }),
  'staff.password-reset': msg({ message: 'Password reset', context: 'kind of change' }),
  'staff.sign-out-everywhere': msg({ message: 'Signed out everywhere', context: 'kind of change' }),
  'staff.session-revoked': msg({ message: 'Session ended', context: 'kind of change' }),
  'staff.passkey-added': msg({ message: 'Passkey added', context: 'kind of change' }),
  'staff.passkey-removed': msg({ message: 'Passkey removed', context: 'kind of change' }),
  'create api key': msg({ message: 'API key created', context: 'kind of change' }),
  'revoke api key': msg({ message: 'API key revoked', context: 'kind of change' }),
  'create webhook': msg({ message: 'Webhook added', context: 'kind of change' }),
  'update webhook': msg({ message: 'Webhook changed', context: 'kind of change' }),
  'enable webhook': msg({ message: 'Webhook enabled', context: 'kind of change' }),
  'disable webhook': msg({ message: 'Webhook disabled', context: 'kind of change' }),
  'rotate webhook secret': msg({ message: 'Webhook secret rotated', context: 'kind of change' }),
  'delete webhook': msg({ message: 'Webhook deleted', context: 'kind of change' }),
  'test webhook': msg({ message: 'Webhook test sent', context: 'kind of change' }),
  'resend webhook': msg({ message: 'Webhook sent again', context: 'kind of change' }),
  'staff.sign-in': msg({ message: 'Signed in', context: 'kind of change' }),
  'staff.second-factor-failed': msg({ message: 'Second factor refused', context: 'kind of change' }),
  'staff.factor-added': msg({ message: 'Second factor added', context: 'kind of change' }),
  'staff.factor-removed': msg({ message: 'Second factor removed', context: 'kind of change' }),
  'staff.factor-reset': msg({ message: 'Second factor reset', context: 'kind of change' }),
  'change security policy': msg({ message: 'Security policy changed', context: 'kind of change' }),
} satisfies Record<AuditAction, MessageDescriptor>;

/** What someone did, as the middle of a line: "Dewi | published the media article | “Monday morning”". */
const ACTION_SENTENCES = {
  create: (what) => msg`created the ${what}`,
  update: (what) => msg`changed the ${what}`,
  restore: (what) => msg`restored an earlier version of the ${what}`,
  trash: (what) => msg`moved a ${what} to the trash`,
  untrash: (what) => msg`restored the ${what} from the trash`,
  purge: (what) => msg`deleted a ${what} for good`,
  delete: (what) => msg`deleted a ${what}`,
  reorder: (what) => msg`reordered the ${what} list`,
  upload: (what) => msg`uploaded an ${what}`,
  publish: (what) => msg`published the ${what}`,
  unpublish: (what) => msg`unpublished the ${what}`,
  send: (what) => msg`sent the ${what} to the subscribers`,
  cancel: (what) => msg`cancelled a ${what}`,
  promote: (what) => msg`confirmed a ${what} from the waiting list`,
  'check in': (what) => msg`checked in a ${what}`,
  'undo check-in': (what) => msg`undid the check-in of a ${what}`,
  'mark no-show': (what) => msg`marked a ${what} as a no-show`,
  'clear attendance': (what) => msg`took back the attendance mark of a ${what}`,
  'mark the rest': (what) => msg`marked everyone unmarked of a ${what}`,
  'reissue link': (what) => msg`sent a new manage link for a ${what}`,
  move: (what) => msg`moved a ${what} to another date`,
  propose: (what) => msg`proposed a time for a ${what}`,
  confirm: (what) => msg`confirmed a ${what}`,
  decline: (what) => msg`declined a ${what}`,
  erase: (what) => msg`had their ${what} erased`,
  note: (what) => msg`added a note about a ${what}`,
  'resend link': (what) => msg`sent the manage link of a ${what} again`,
  'export person data': (what) => msg`exported someone’s ${what}`,
  'erase person data': (what) => msg`erased someone’s ${what}`,
  'lift no-show pause': (what) => msg`lifted the online booking pause of a ${what}`,
  'staff.create': () => msg`added the staff account`,
  'staff.invite': () => msg`invited to the back office`,
  'staff.reinvite': () => msg`sent a new invitation to`,
  'staff.invitation-accepted': () => msg`took up the invitation of`,
  'staff.role': () => msg`changed the role of`,
  'staff.disable': () => msg`deactivated the staff account`,
  'staff.enable': () => msg`reactivated the staff account`,
  'staff.password': () => msg`set a new password for`,
  'staff.password-reset-requested': () => msg`asked for a password reset link for`,
  'staff.password-reset': () => msg`chose a new password with a reset link for`,
  'staff.sign-out-everywhere': () => msg`ended every session of`,
  'staff.session-revoked': () => msg`ended a session of`,
  'staff.passkey-added': () => msg`added a passkey to`,
  'staff.passkey-removed': () => msg`removed a passkey from`,
  'create api key': () => msg`created the API key`,
  'revoke api key': () => msg`revoked the API key`,
  'create webhook': () => msg`added the webhook`,
  'update webhook': () => msg`changed the webhook`,
  'enable webhook': () => msg`enabled the webhook`,
  'disable webhook': () => msg`disabled the webhook`,
  'rotate webhook secret': () => msg`rotated the secret of the webhook`,
  'delete webhook': () => msg`deleted the webhook`,
  'test webhook': () => msg`sent a test event to the webhook`,
  'resend webhook': () => msg`sent a message again to the webhook`,
  'staff.sign-in': () => msg`signed in as`,
  'staff.second-factor-failed': () => msg`failed a second factor as`,
  'staff.factor-added': () => msg`added a second factor to`,
  'staff.factor-removed': () => msg`removed a second factor from`,
  'staff.factor-reset': () => msg`reset the second factors of`,
  'change security policy': () => msg`changed the`,
} satisfies Record<AuditAction, (what: string) => MessageDescriptor>;

const known = <K extends string>(names: Record<K, unknown>, key: string): key is K => Object.hasOwn(names, key);

/**
 * The audit log's words in the staff member's language: kinds of item, kinds of change, and who made
 * one. A code this version does not know (written by a newer one) is shown as it is stored.
 */
export function useAuditWords() {
  const { t, i18n } = useLingui();
  const entityName = (entity: string): string => (known(ENTITY_NAMES, entity) ? i18n._(ENTITY_NAMES[entity]) : entity);
  return {
    entityName,
    actionName: (action: string): string => (known(ACTION_NAMES, action) ? i18n._(ACTION_NAMES[action]) : action),
    sentence: (entry: Pick<AuditEntry, 'action' | 'entity'>): string =>
      known(ACTION_SENTENCES, entry.action)
        ? i18n._(ACTION_SENTENCES[entry.action](entityName(entry.entity)))
        : `${entry.action} ${entityName(entry.entity)}`,
    who: (entry: Pick<AuditEntry, 'userName' | 'apiKeyName' | 'job'>): string =>
      entry.job === 'scheduler'
        ? t`The publishing schedule`
        : entry.job === 'purge job'
          ? t`The trash clean-up`
          : entry.job === 'retention job'
            ? t`The retention clean-up`
            : entry.apiKeyName !== null
              ? t`API key ‘${entry.apiKeyName}’`
              : (entry.userName ?? t`Someone`),
  };
}
