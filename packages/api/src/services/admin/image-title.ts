/** What the audit log and messages call an image: its English alternative text, else its file name, else its number. */
export function imageTitle(row: { id: number; alt: { en?: string }; file_name: string | null }): string {
  return row.alt.en || row.file_name || `Image #${row.id}`;
}
