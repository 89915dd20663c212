/**
 * Parts of a page below its first screen load their code at the visitor's first sign of use (a key, a tap, a pointer,
 * a scroll, focus; at once on the server): a reader who never reaches for the page does not download them (issue 33,
 * home JS ≤ 120 KB gzip). Until then the browser keeps what the server rendered for them: their text shows and their
 * links work as plain links.
 */
let markUsed: () => void = () => {};

const firstUse: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const events = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'focusin', 'scroll', 'wheel'];
        markUsed = () => {
          for (const event of events) window.removeEventListener(event, markUsed, true);
          resolve();
        };
        for (const event of events) window.addEventListener(event, markUsed, { capture: true, passive: true });
      });

const parts: Promise<unknown>[] = [];

/** A loader for `React.lazy` that starts at the first sign of use. */
export const onFirstUse =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () => {
    const part = firstUse.then(load);
    parts.push(part);
    return part;
  };

/** Resolves once the visitor has first used the page and the parts waiting for it are in. */
export const partsInAfterFirstUse = (): Promise<void> =>
  firstUse.then(() => Promise.allSettled(parts)).then(() => undefined);

/**
 * Loads the waiting parts now and resolves once they are in: before a change that re-renders the whole page (a new
 * language), which would otherwise drop a part still waiting for its code to an empty client render.
 */
export function loadDeferredParts(): Promise<void> {
  markUsed();
  return Promise.allSettled(parts).then(() => undefined);
}
