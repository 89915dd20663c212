import type { CSSProperties } from 'react';

/** The site's colours (apps/web/src/styles.css), inlined: email clients ignore style sheets. */
const colors = {
  primary: '#2f6b57',
  primaryStrong: '#1f4d3e',
  ink: '#1c2321',
  muted: '#5b6661',
  sand: '#f6f1e4',
  line: '#e4dccb',
  white: '#ffffff',
} as const;

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif";

export const styles = {
  body: { backgroundColor: colors.sand, margin: 0, padding: '24px 12px', fontFamily, color: colors.ink },
  container: { width: '100%', maxWidth: '560px', margin: '0 auto' },
  brand: { fontSize: '20px', fontWeight: 700, color: colors.primaryStrong, margin: '0 0 16px', padding: '0 20px' },
  card: { backgroundColor: colors.white, borderRadius: '12px', padding: '28px 20px' },
  heading: { fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: colors.primaryStrong, margin: '0 0 16px' },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', overflowWrap: 'break-word' },
  muted: { fontSize: '14px', lineHeight: '21px', color: colors.muted, margin: '0 0 16px', overflowWrap: 'break-word' },
  details: {
    backgroundColor: colors.sand,
    borderRadius: '8px',
    padding: '16px',
    margin: '8px 0 20px',
  },
  detailsHeading: { fontSize: '18px', fontWeight: 700, color: colors.primaryStrong, margin: '0 0 12px' },
  fact: { fontSize: '16px', lineHeight: '22px', margin: '0 0 12px', overflowWrap: 'anywhere' },
  label: {
    fontSize: '12px',
    lineHeight: '18px',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: colors.muted,
  },
  hint: { fontSize: '14px', lineHeight: '21px', color: colors.muted },
  link: { color: colors.primary, textDecoration: 'underline', overflowWrap: 'anywhere' },
  button: {
    backgroundColor: colors.primary,
    borderRadius: '8px',
    color: colors.white,
    fontSize: '16px',
    fontWeight: 700,
    textDecoration: 'none',
    textAlign: 'center',
    display: 'block',
    padding: '14px 16px',
    margin: '8px 0 12px',
  },
  note: {
    borderLeft: `4px solid ${colors.primary}`,
    padding: '4px 0 4px 12px',
    margin: '0 0 16px',
    overflowWrap: 'break-word',
  },
  hr: { borderColor: colors.line, margin: '24px 0 16px' },
  footer: { fontSize: '13px', lineHeight: '20px', color: colors.muted, margin: '0 0 6px', padding: '0 20px' },
} satisfies Record<string, CSSProperties>;
