import type { Image, ImageDetail } from '@app/contract';
import { COOKIE_NAMES, XSRF_HEADER } from '@app/contract/constants';
import { currentLocale } from '../../app/i18n';
import { getCookie } from '../../lib/cookies';
import { readServerErrors, serverErrorText } from '../../lib/server-errors';
import { handleUnauthorized } from '../auth/expiry';

export type UploadedImage = Image & { id: number };

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** POST /api/admin/images with the session's bearer token and XSRF header; reports upload progress (0..1). */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  fallbackMessage: string,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return sendImage<UploadedImage>('POST', '/api/admin/images', file, onProgress, fallbackMessage, signal);
}

/** PUT /api/admin/images/{id}: a new file for a library image (same id); answers the library image. */
export function replaceImageFile(
  id: number,
  file: File,
  onProgress: (fraction: number) => void,
  fallbackMessage: string,
): Promise<ImageDetail> {
  return sendImage<ImageDetail>('PUT', `/api/admin/images/${id}`, file, onProgress, fallbackMessage);
}

function sendImage<T>(
  method: 'POST' | 'PUT',
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  fallbackMessage: string,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    const token = getCookie(COOKIE_NAMES.token);
    const xsrf = getCookie(COOKIE_NAMES.xsrf);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new UploadError(fallbackMessage, xhr.status));
        }
        return;
      }
      if (xhr.status === 401) handleUnauthorized({ data: { httpStatus: 401 } });
      // SPEC section 5: the errors object's messages, else the message field, else the whole body.
      const failure = readServerErrors(xhr.responseText, xhr.status);
      const fallback = xhr.status ? `${fallbackMessage} (${xhr.status})` : fallbackMessage;
      reject(new UploadError(serverErrorText(failure, fallback), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(fallbackMessage, 0));
    xhr.onabort = () => reject(new UploadError('aborted', -1));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
