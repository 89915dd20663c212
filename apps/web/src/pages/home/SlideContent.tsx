import { IMAGE_SIZES } from '@app/contract/constants';
import type { SliderItem } from '@app/contract';
import { Link } from 'wouter';
import { isExternalUrl } from '../../features/content/format';
import { PictureOrPlaceholder } from '../../features/content/Picture';
import { textLink } from '../../features/content/ui';
import { NewTabLink } from '../../features/content/NewTabLink';

function SlideLink({ slide }: { slide: SliderItem }) {
  if (!slide.linkUrl) return null;
  const label = slide.linkLabel ?? slide.title;
  if (isExternalUrl(slide.linkUrl)) {
    return (
      <NewTabLink href={slide.linkUrl} className={textLink}>
        {label}
      </NewTabLink>
    );
  }
  return (
    <Link href={slide.linkUrl} className={textLink}>
      {label}
    </Link>
  );
}

/** One slide of the home slider: its image, text and link (the slider and the back office's preview). */
export function SlideContent({ slide, priority = false }: { slide: SliderItem; priority?: boolean }) {
  return (
    <>
      <PictureOrPlaceholder
        image={slide.image}
        priority={priority}
        sizes={IMAGE_SIZES.homeHero}
        className="aspect-[16/10] w-full object-cover"
        placeholderClassName="aspect-[16/10] w-full bg-linear-to-br from-primary/30 to-gold/40"
      />
      <div className="space-y-2 p-5 min-[600px]:p-6">
        <p className="text-xl font-semibold text-dark dark:text-sand">{slide.title}</p>
        {slide.text && <p className="text-dark/75 dark:text-sand/80">{slide.text}</p>}
        <SlideLink slide={slide} />
      </div>
    </>
  );
}
