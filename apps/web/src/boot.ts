/**
 * The browser's entry (index.html): a few hundred bytes that run as soon as the page has parsed.
 *
 * A server-rendered page is complete without JavaScript; the app (entry-client.tsx and the shared chunk,
 * about 100 KB) only makes it interactive. Fetched at once, the app shares a phone's slow connection with
 * the page's largest image and keeps the main thread busy while that image waits to be painted, so the
 * page looks finished later. Here the app is fetched once the largest image (the one the server marks
 * `fetchpriority="high"`, Picture.tsx) has loaded, decoded and painted, or failed; a page without one
 * fetches it after its first paint. Controls that need the app say so until it runs (use-hydrated.ts).
 */
import { applyTheme, initialTheme } from './features/layout/theme';
import './styles/public.css';

/** The app is fetched after this long whatever the image does (a stalled image must not hold the page). */
const LONGEST_WAIT_MS = 2500;

applyTheme(initialTheme());

/** Resolves after the browser has painted a frame: the callback before a paint, the timer after it. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function largestImagePainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  // decode() waits for the image to load, and rejects when it cannot be loaded or decoded.
  const decoded = image ? image.decode().catch(() => {}) : Promise.resolve();
  return decoded.then(afterNextPaint);
}

const waited = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));

/**
 * The browser's locale data for the page's language, loaded off the main thread while the image and the app download
 * (intl-warm-up.worker.ts): hydration's first date format would otherwise spend it in the middle of a component.
 */
function warmUpFormats() {
  if (typeof Worker === 'undefined') return;
  const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
  worker.postMessage(document.documentElement.lang);
}

warmUpFormats();

void Promise.race([largestImagePainted(), waited]).then(() => {
  // React DOM is the app's largest piece: fetched alongside it and evaluated in a task of its own
  // (entry-client.tsx awaits the same module), each evaluation stays short.
  void import('react-dom/client');
  return import('./entry-client').then(({ start }) => start());
});
