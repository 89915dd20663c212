/**
 * The invisible controls that reorder how text is shown (U+202A–U+202E embeddings and overrides,
 * U+2066–U+2069 isolates): with one, a name stored as "Ayu <U+202E>fdp.exe" reads "Ayu exe.pdf"
 * in an email or a roster. No text the site takes needs them (its languages are written left to right), so
 * they are refused in input and stripped from rich text. The marks U+200E and U+200F only say a
 * direction, reorder nothing by themselves, and are left alone.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const hasDirectionControls = (text: string): boolean => DIRECTION_CONTROL.test(text);

export const withoutDirectionControls = (text: string): string => text.replace(DIRECTION_CONTROLS, '');
