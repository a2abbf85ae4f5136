'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import LazyClientMessages from '@/components/providers/lazy-client-messages';

// rc-slider and its CSS load only when the price group is on screen (it starts closed), and only
// in the browser. React's own lazy(), not next/dynamic, whose loader machinery would be in the
// first load of every page with filters.
const LazyPriceFilter = lazy(() => import('./price-filter'));

type PriceFilterProps = ComponentProps<typeof LazyPriceFilter>;

export type PriceFieldProps = Pick<PriceFilterProps, 'value' | 'available'>;

/**
 * The price group's content inside the server-rendered filter form: the applied range as the form's
 * `price[]` fields (so every other change, and a submit without JavaScript, keeps it), and the slider
 * with its number fields once the group is open and on screen. A committed range is written into
 * those fields and the form submitted, which the filter controls turn into a client navigation.
 */
export default function PriceField({ value, available }: PriceFieldProps) {
  const box = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState(value);
  const [seen, setSeen] = useState(value);
  const [shown, setShown] = useState(false);
  // A new range from the server (Back, a chip, reset) replaces the one in the fields.
  if (seen?.join() !== value?.join()) {
    setSeen(value);
    setRange(value);
  }

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setShown(true);
      return;
    }
    // A closed group (`hidden`) or a closed sheet has no box on screen; opening either shows it.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function commit(next: [number, number] | undefined) {
    flushSync(() => setRange(next));
    box.current?.closest('form')?.requestSubmit();
  }

  // The slider's height, so nothing moves when it arrives. A style, not a class: importing the
  // panel's CSS module here would put its whole class map in the first load.
  const placeholder = <div style={{ height: 110 }} />;
  return (
    <div ref={box}>
      {range?.map((price, index) => <input key={index} type="hidden" name="price[]" value={price} />)}
      {shown ? (
        <Suspense fallback={placeholder}>
          {/* The slider's texts come with it: the rest of the filters is server markup. */}
          <LazyClientMessages namespaces={['Filters']}>
            <LazyPriceFilter value={value} available={available} onCommit={commit} />
          </LazyClientMessages>
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
