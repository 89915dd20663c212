import { FeaturedClasses } from './FeaturedClasses';
import { FeaturedFacilitators } from './FeaturedFacilitators';
import { LatestMedia } from './LatestMedia';

/** The home page's lists below its first screen, loaded as one piece (HomePage.tsx). */
export default function BelowTheFold() {
  return (
    <>
      <FeaturedClasses />
      <FeaturedFacilitators />
      <LatestMedia />
    </>
  );
}
