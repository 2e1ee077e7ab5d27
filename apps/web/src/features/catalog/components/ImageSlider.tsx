import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showPlaceholderImage } from '@/shared/product';

interface ImageSliderProps {
  images: string[];
  name: string;
  productId: string;
}

/**
 * Product images: 500px high (600px from md), no autoplay; arrows and dots only with several images. On a
 * phone the slider is shorter so the price and the add-to-cart button stay above the fold. It follows the
 * WAI-ARIA carousel pattern: a labelled carousel of "n of m" slides, the arrow keys move between them from
 * any of its buttons, and the current slide is announced politely.
 */
export function ImageSlider({ images, name, productId }: ImageSliderProps) {
  const { t } = useTranslation('catalog');
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const several = images.length > 1;
  const slideLabel = (index: number) => t('product.slideLabel', { index: index + 1, count: images.length });

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = { ArrowLeft: scrollPrev, ArrowRight: scrollNext }[event.key];
    if (!move || !several) return;
    event.preventDefault();
    move();
  };

  return (
    <section
      className="relative"
      data-testid="image-slider"
      aria-roledescription={t('product.carousel')}
      aria-label={t('product.carouselLabel', { name })}
      onKeyDown={onKeyDown}
    >
      <div className="overflow-hidden rounded-xl border border-slate-800 bg-slate-900" ref={emblaRef}>
        <div className="flex">
          {images.map((src, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group; a fieldset is for form controls.
            <div
              key={src}
              role="group"
              aria-roledescription={t('product.slide')}
              aria-label={slideLabel(index)}
              className="h-56 min-w-0 flex-[0_0_100%] sm:h-[500px] md:h-[600px]"
            >
              <img
                src={src}
                alt={t('product.imageAlt', { name, index: index + 1 })}
                // The first image is the page's largest paint: loaded at once and first (the server's render
                // preloads it with the same priority); the others wait for their turn.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="h-full w-full object-contain"
                onError={(event) => {
                  console.error('Product image failed to load', { src, productId });
                  showPlaceholderImage(event);
                }}
              />
            </div>
          ))}
        </div>
      </div>
      {several && (
        <>
          <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="slider-status">
            {slideLabel(selected)}
          </p>
          <button
            type="button"
            aria-label={t('product.previous')}
            onClick={scrollPrev}
            className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-slate-950/80 px-3 py-2 text-white hover:bg-slate-800"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            aria-label={t('product.next')}
            onClick={scrollNext}
            className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-slate-950/80 px-3 py-2 text-white hover:bg-slate-800"
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className="mt-2 flex justify-center gap-1">
            {images.map((src, index) => (
              // A 24 px target (WCAG 2.5.8) around the 10 px dot.
              <button
                key={src}
                type="button"
                aria-label={t('product.goTo', { index: index + 1 })}
                aria-current={index === selected}
                onClick={() => emblaApi?.scrollTo(index)}
                className="flex h-6 w-6 items-center justify-center rounded-full"
              >
                <span
                  className={`h-2.5 w-2.5 rounded-full ${index === selected ? 'bg-brand-500' : 'bg-slate-600'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
