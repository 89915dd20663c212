import { apiKeyCreateInputSchema, apiKeyIdInputSchema, apiKeySchema, createdApiKeySchema } from '@app/contract';
import { z } from 'zod';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-keys';
import { router, staffProcedure } from '../trpc';
import { asStaff } from './resolvers';

/** API keys for integrations: admins only (a key itself cannot manage keys: these declare no scope). */
const admins = staffProcedure(['admin']);

export const apiKeysRouter = router({
  /** Every key, newest first, with its last use; never a secret. */
  list: admins.output(z.array(apiKeySchema)).query(({ ctx }) => listApiKeys(ctx)),
  /** A new key: the answer carries its secret, this once. Audited. */
  create: staffProcedure(['admin'], { sensitive: true })
    .input(apiKeyCreateInputSchema)
    .output(createdApiKeySchema)
    .mutation(asStaff(createApiKey)),
  /** Revokes a key at once, on every node. Audited. */
  revoke: admins
    .input(apiKeyIdInputSchema)
    .output(apiKeySchema)
    .mutation(({ ctx, input }) => revokeApiKey(ctx, ctx.user, input.id)),
});
