import { useEffect, useState } from 'react';
import { ui } from '@yip/rules/constants';
import { useSwipe } from '../../components/Carousel/useSwipe.ts';
import { useReducedMotion } from '../../app/ssr/clientValues.tsx';
import { BannerView, type Banner } from './BannerView.tsx';

/** Spec §9: the banner advances every 5000 ms. */
export const BANNER_AUTOPLAY_MS = ui.bannerAutoplayMs;

/**
 * The banner carousel: loops, and advances every 5 s unless the user prefers reduced motion, has
 * paused it, or is hovering or focusing it. The track moves by a CSS transform (no measuring).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const autoplays = count > 1 && !reducedMotion;
  const [selected, setSelected] = useState(0);
  // Paused by the user's button; hover and focus only hold it while they last.
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  const current = count > 0 ? selected % count : 0;
  const onPrevious = () => setSelected((current - 1 + count) % count);
  const onNext = () => setSelected((current + 1) % count);
  const swipe = useSwipe(onPrevious, onNext);

  // Restarted by every move, so a slide chosen by hand also gets its full 5 s.
  useEffect(() => {
    if (!autoplays || paused || held) return;
    const timer = window.setTimeout(() => setSelected((s) => (s + 1) % count), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoplays, paused, held, count, current]);

  return (
    <BannerView
      banners={banners}
      selected={current}
      swipe={count > 1 ? swipe : undefined}
      onPrevious={onPrevious}
      onNext={onNext}
      onGoTo={setSelected}
      onHold={setHeld}
      autoplay={autoplays ? { paused, onToggle: () => setPaused((p) => !p) } : undefined}
    />
  );
}
