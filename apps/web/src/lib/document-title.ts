import { useEffect } from 'react';

/** Names the browser tab after a staff screen: "Sessions · Ruang Teduh". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Ruang Teduh`;
  }, [title]);
}
