import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ui } from '@yip/rules/constants';
import { BannerView, prefersReducedMotion, type Banner } from './BannerView.tsx';

/** Spec §9: the banner advances every 5000 ms. */
export const BANNER_AUTOPLAY_MS = ui.bannerAutoplayMs;

/** The banner carousel: embla, autoplay every 5 s unless the user prefers reduced motion. */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const multiple = banners.length > 1;
  const [autoplay] = useState(() =>
    reducedMotion || !multiple
      ? null
      : Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }),
  );
  const plugins = useRef(autoplay ? [autoplay] : []);
  const [viewportRef, emblaApi] = useEmblaCarousel(
    { loop: multiple, duration: reducedMotion ? 1 : 25 },
    plugins.current,
  );
  const [selected, setSelected] = useState(0);
  // Paused by the user's button; hover and focus only hold it while they last.
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi || !autoplay) return;
    if (paused || held) autoplay.stop();
    else autoplay.play();
  }, [emblaApi, autoplay, paused, held]);

  const onPrevious = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const onNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
  const onGoTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);

  return (
    <BannerView
      banners={banners}
      selected={selected}
      viewportRef={viewportRef}
      onPrevious={onPrevious}
      onNext={onNext}
      onGoTo={onGoTo}
      onHold={setHeld}
      autoplay={autoplay ? { paused, onToggle: () => setPaused((p) => !p) } : undefined}
    />
  );
}
