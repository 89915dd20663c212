import type { FaqItem } from '@app/contract';
import { Html } from './Html';
import { card, focusRing } from './ui';

/** One question that opens to its answer (the FAQ pages and the back office's preview). */
export function FaqEntry({ item, open }: { item: FaqItem; open?: boolean }) {
  return (
    <details open={open} className={`group overflow-hidden ${card}`}>
      <summary
        className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start text-lg font-medium text-dark hover:text-primary dark:text-sand dark:hover:text-gold [&::-webkit-details-marker]:hidden ${focusRing}`}
      >
        <span>{item.question}</span>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-5 shrink-0 fill-none stroke-current stroke-2 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          <path d="M5 7.5l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <Html html={item.answer} className="px-5 pb-5" />
    </details>
  );
}
