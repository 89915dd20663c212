import type { ReactNode } from 'react';

/**
 * A form that stays on the page: sending it runs `onSubmit` instead of loading another page, and the browser's
 * own checks are off (the form says what is wrong itself).
 */
export function ScriptForm({
  onSubmit,
  className,
  children,
}: {
  onSubmit: () => Promise<unknown>;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
