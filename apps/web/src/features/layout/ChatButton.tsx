import { useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { useSiteSettings } from './useSiteSettings';

/** The floating chat button; its target comes from configuration (CHAT_URL). */
export function ChatButton() {
  const { t } = useLingui();
  const chatUrl = useSiteSettings().data?.chatUrl;
  if (!chatUrl) return null;
  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Chat with us`}
      className="fixed right-4 bottom-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-success text-white shadow-lg hover:scale-105 focus-visible:ring-4 focus-visible:ring-gold"
    >
      <MessageCircle size={26} aria-hidden />
    </a>
  );
}
