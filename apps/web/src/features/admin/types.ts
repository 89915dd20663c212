import type { RouterOutputs } from '@app/api';

/** What the back-office procedures answer (types only; the web app never imports server code). */
export type AdminOutputs = RouterOutputs['admin'];
