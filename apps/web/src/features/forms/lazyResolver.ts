import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's validation, loaded when the form first validates (on send, or on a change after a send): zod and the
 * contract's schemas (about 28 KB gzip, and the work of building them) are not needed to show a form, and most
 * people who open a class page never send it. A load that fails is tried again on the next validation.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
