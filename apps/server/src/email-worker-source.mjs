// The email worker from its TypeScript source (development and tests): tsx compiles it in this thread,
// whatever the process was started with. Production starts the bundle, dist/email-worker.js.
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./email-worker.ts');
export default render;
