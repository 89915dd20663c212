import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  // Motion until mounted: the server cannot know, and hydration must start from what the server rendered.
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const onChange = () => setReduce(media.matches);
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduce;
}
