import type { ClassType } from '@app/contract/constants';
import { useLingui } from '@lingui/react/macro';

/** One class's type, in the singular ("Regular class"), for forms and filters. */
export function useClassTypeName(): (type: ClassType) => string {
  const { t } = useLingui();
  return (type) =>
    ({
      PRIVATE_SESSION: t`Private session`,
      REGULAR: t`Regular class`,
      WORKSHOP_AND_EVENT: t`Workshop or event`,
    })[type];
}
