import { Trans, useLingui } from '@lingui/react/macro';
import { Pause, Play, SkipForward, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { useSiteSettings } from './useSiteSettings';

/** The music strip: ambient tracks from the site settings; nothing plays until the visitor asks. */
export function MusicPlayer() {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const tracks = settings.data?.musicTracks ?? [];
  const audio = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Server-rendered, its controls cannot play anything until the app runs.
  const ready = useHydrated();
  const [volume, setVolume] = useState(0.6);
  const track = tracks[index % Math.max(1, tracks.length)];

  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new track index must start playing when the strip is playing
  useEffect(() => {
    if (playing) audio.current?.play().catch(() => setPlaying(false));
  }, [index, playing]);

  if (!track) return null;

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      element.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    } else {
      element.pause();
      setPlaying(false);
    }
  };

  return (
    <section
      aria-label={t`Music player`}
      className="border-b border-dark/10 bg-primary-strong text-sand dark:border-sand/10"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-1.5 text-sm">
        <button
          type="button"
          disabled={!ready}
          onClick={toggle}
          className="rounded-full p-1.5 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold"
          aria-label={playing ? t`Pause music` : t`Play music`}
          aria-pressed={playing}
        >
          {playing ? <Pause size={16} aria-hidden /> : <Play size={16} aria-hidden />}
        </button>
        {tracks.length > 1 && (
          <button
            type="button"
            disabled={!ready}
            onClick={() => setIndex((i) => (i + 1) % tracks.length)}
            className="rounded-full p-1.5 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold"
            aria-label={t`Next track`}
          >
            <SkipForward size={16} aria-hidden />
          </button>
        )}
        <p className="min-w-0 flex-1 truncate" aria-live="polite">
          <span className="sr-only">
            <Trans>Now playing:</Trans>{' '}
          </span>
          {track.title} <span className="opacity-75">· {track.artist}</span>
        </p>
        <label className="hidden items-center gap-2 min-[600px]:flex">
          <Volume2 size={16} aria-hidden />
          <span className="sr-only">
            <Trans>Volume</Trans>
          </span>
          <input
            type="range"
            disabled={!ready}
            min={0}
            max={1}
            step={0.05}
            value={volume}
            onChange={(event) => setVolume(Number(event.target.value))}
            className="w-24 accent-gold"
          />
        </label>
        {/* biome-ignore lint/a11y/useMediaCaption: instrumental ambient music without speech */}
        <audio
          ref={audio}
          src={track.url}
          preload="none"
          loop={tracks.length === 1}
          onEnded={() => setIndex((i) => (i + 1) % tracks.length)}
          onPause={() => setPlaying(false)}
          onPlay={() => setPlaying(true)}
        />
      </div>
    </section>
  );
}
