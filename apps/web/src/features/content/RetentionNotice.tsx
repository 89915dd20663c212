import { Plural } from '@lingui/react/macro';
import { useSiteSettings } from '../layout/useSiteSettings';

/**
 * The privacy page's statement of how long personal details are kept, read from the booking setting
 * `eraseAfterMonths` (public as `retentionMonths`): whatever an admin sets, the page says what the daily
 * retention job does. Nothing until the settings have loaded (they are part of every server-rendered page).
 */
export function RetentionNotice() {
  const settings = useSiteSettings();
  const months = settings.data?.retentionMonths;
  if (months === undefined) return null;
  return (
    <p className="mt-6 text-lg">
      <Plural
        value={months}
        one="We erase the personal details of anyone who has had no booking, message or subscription with us for # month."
        other="We erase the personal details of anyone who has had no booking, message or subscription with us for # months."
      />
    </p>
  );
}
