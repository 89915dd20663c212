import { errorText } from './ui';

/** What went wrong, announced as it appears; nothing while there is nothing to say. */
export function AlertText({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={errorText}>
      {message}
    </p>
  );
}
