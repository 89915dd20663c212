import { useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { useSiteSettings } from './useSiteSettings';

/**
 * The chat button; its target comes from configuration (CHAT_URL). It never covers the page:
 * below 900px, where the page's column is the whole width of the screen, it sits in the header
 * beside the menu button (`placement="header"`); from 900px it floats at the bottom right, and the
 * layout keeps the columns clear of it (the `chat-clear` rule in styles.css).
 */
export function ChatButton({ placement = 'floating' }: { placement?: 'header' | 'floating' }) {
  const { t } = useLingui();
  const chatUrl = useSiteSettings().data?.chatUrl;
  if (!chatUrl) return null;
  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Chat with us`}
      data-chat-button={placement}
      className={
        placement === 'header'
          ? 'flex h-10 w-10 items-center justify-center rounded-full bg-success text-white hover:bg-primary-strong focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 min-[900px]:hidden dark:focus-visible:ring-gold'
          : 'fixed right-4 bottom-4 z-30 hidden h-14 w-14 items-center justify-center rounded-full bg-success text-white shadow-lg hover:scale-105 focus-visible:ring-4 focus-visible:ring-gold min-[900px]:flex'
      }
    >
      <MessageCircle size={placement === 'header' ? 20 : 26} aria-hidden />
    </a>
  );
}
