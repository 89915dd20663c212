import { saveFile } from './save-file';

/** Saves `data` as a JSON file the browser downloads. */
export function saveJson(data: unknown, filename: string) {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename);
}
