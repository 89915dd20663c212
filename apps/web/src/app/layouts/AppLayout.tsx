import type { ReactNode } from 'react';
import { Analytics } from '../../features/layout/Analytics';
import { ChatButton } from '../../features/layout/ChatButton';
import { Footer } from '../../features/layout/Footer';
import { MusicPlayer } from '../../features/layout/MusicPlayer';
import { Navbar } from '../../features/layout/Navbar';
import { NewsletterBlock } from '../../features/layout/NewsletterBlock';
import { PageHead } from '../../features/layout/PageHead';
import { useSiteSettings } from '../../features/layout/useSiteSettings';

/** SPEC section 2 "app": navbar, music strip, page, newsletter signup, footer, chat button, analytics. */
export function AppLayout({ children }: { children: ReactNode }) {
  const hasChat = Boolean(useSiteSettings().data?.chatUrl);
  return (
    // data-has-chat: the page, newsletter and footer keep clear of the floating chat button (styles.css).
    <div
      data-has-chat={hasChat ? '' : undefined}
      className="flex min-h-screen flex-col bg-sand text-dark dark:bg-dark dark:text-sand"
    >
      <Navbar />
      <MusicPlayer />
      {/* At least a screen tall, so the blocks below never show and then jump while the page loads. */}
      <main id="main" tabIndex={-1} className="chat-clear min-h-svh flex-1 outline-none">
        {children}
      </main>
      <NewsletterBlock />
      <Footer />
      <ChatButton />
      <Analytics />
      <PageHead />
    </div>
  );
}
