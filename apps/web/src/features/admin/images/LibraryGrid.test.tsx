// @vitest-environment happy-dom
import type { LibraryImage } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LibraryGrid } from './LibraryGrid';
import { inEnglish } from '../../../testing/render';
import { renderWithMessages } from '../renderInTest';

const image = (id: number, patch: Partial<LibraryImage>): LibraryImage => ({
  id,
  url: `/images/${'a'.repeat(64)}-320.webp`,
  srcset: `/images/${'a'.repeat(64)}-320.webp 320w`,
  width: 320,
  height: 200,
  mime: 'image/png',
  bytes: 2048,
  fileName: null,
  alt: {},
  caption: {},
  decorative: false,
  usageCount: 0,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...patch,
});

inEnglish();

describe('LibraryGrid', () => {
  it('names each image by its alt text, flags a missing one, and says how many items use it', () => {
    const onChoose = vi.fn();
    renderWithMessages(
      <LibraryGrid
        items={[
          image(1, { alt: { en: 'A lotus' }, usageCount: 3, fileName: 'lotus.png' }),
          image(2, { decorative: true, usageCount: 1 }),
          image(3, {}),
        ]}
        onChoose={onChoose}
        selectedId={2}
      />,
    );
    const [lotus, decorative, missing] = screen.getAllByTestId('library-image');
    expect(lotus?.textContent).toContain('A lotus');
    expect(lotus?.textContent).toContain('lotus.png');
    expect(lotus?.textContent).toContain('Used by 3 items');
    expect(decorative?.textContent).toContain('Decorative');
    expect(decorative?.textContent).toContain('Used by 1 item');
    expect(decorative?.getAttribute('aria-pressed')).toBe('true');
    expect(lotus?.getAttribute('aria-pressed')).toBe('false');
    expect(missing?.textContent).toContain('No alternative text');
    expect(missing?.textContent).toContain('Not used');
    expect(missing?.textContent).toContain('#3');
    fireEvent.click(lotus!);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('says so when nothing matches', () => {
    renderWithMessages(<LibraryGrid items={[]} onChoose={() => {}} />);
    expect(screen.getByText('No images match.')).toBeTruthy();
  });
});
