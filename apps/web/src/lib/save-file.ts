/**
 * Hands a file to the browser as a download (an object URL clicked through a temporary link). After a
 * click only: never during the first render. The URL is let go once the browser has started the download.
 */
export function saveFile(contents: Blob, filename: string): void {
  const url = URL.createObjectURL(contents);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
