import type { ReactNode } from 'react';
import { eyebrow } from './ui';

/**
 * A page's kind of fact in a `<dl>`: a label (an eyebrow term) and its value, in the page's own row and value styles.
 * Made once per page, at module level: `const Fact = factRow({ row: 'py-3', value: 'mt-1' })`.
 */
export function factRow(styles: { row?: string; value: string }) {
  return function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
    return (
      <div className={styles.row}>
        <dt className={eyebrow}>{label}</dt>
        <dd className={styles.value}>{children}</dd>
      </div>
    );
  };
}
