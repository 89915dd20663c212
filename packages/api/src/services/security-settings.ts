import { type SecuritySettings, securitySettingsSchema } from '@app/contract';
import { type Db, repo } from '@app/db';

/*
 * The second-factor policy (site setting `security`), read by the session lookup and by the second-factor
 * service alike: apart from both, so neither imports the other.
 */

/** The `security` site setting (the policy), defaults filled in. */
export function securitySettingsOf(stored: unknown): SecuritySettings {
  const parsed = securitySettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : { requireSecondFactor: false };
}

export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  return securitySettingsOf(await repo.readSiteSetting(db, 'security'));
}
