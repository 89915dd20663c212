export interface CookieOptions {
  /** Days until expiry; omitted means a session cookie. */
  days?: number;
  path?: string;
}

export function getCookie(name: string): string | null {
  // On the server (rendering a public page) there is no document: no cookies are read there.
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    // An emptied cookie counts as absent.
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length)) || null;
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const attributes = [`path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.days !== undefined) attributes.push(`max-age=${Math.round(options.days * 86_400)}`);
  if (location.protocol === 'https:') attributes.push('Secure');
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`;
}
