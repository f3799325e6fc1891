import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { styled } from '../styles';
import { SCROLLBAR_HIDE_MS } from './timing';

/** ScrollArea's props: the region's accessible name, its height and its content. */
export interface ScrollAreaProps {
  /** Names the scrollable region for assistive tech (aria-label). */
  label: string;
  /** The most the area grows to before it scrolls, in px. */
  maxHeight?: number;
  children?: ReactNode;
}

const Root = styled('div')`
  position: relative;
  border: 1px solid var(--ob-border);
  border-radius: 10px;
  background: var(--ob-surface);
  & > [data-part='viewport'] {
    max-height: var(--ob-scroll-height, 240px);
    overflow: auto;
    padding: 12px 16px;
    overscroll-behavior: contain;
    scrollbar-width: none;
  }
  & > [data-part='viewport']::-webkit-scrollbar { display: none; }
  & > [data-part='viewport']:focus-visible { outline-offset: -2px; }
  & > [data-part='scrollbar'] {
    position: absolute;
    top: 2px;
    right: 2px;
    bottom: 2px;
    width: 6px;
    pointer-events: none;
  }
  & [data-part='thumb'] {
    width: 100%;
    height: var(--ob-thumb-size, 0px);
    transform: translateY(var(--ob-thumb-offset, 0px));
    border-radius: 999px;
    background: var(--ob-muted);
    opacity: 0;
    transition: opacity 150ms ease;
  }
  &[data-state='visible'] [data-part='thumb'] { opacity: 0.7; }
  &:not([data-overflowing]) > [data-part='scrollbar'] { display: none; }
`;

/**
 * A scrollable region (focusable, so keyboard users can scroll it) with native scrolling and a thin
 * custom scrollbar that shows while the pointer is over it or it scrolls, and hides 600 ms after
 * the last scroll or the pointer leaving.
 */
export function ScrollArea({ label, maxHeight, children }: ScrollAreaProps) {
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const hovering = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [visible, setVisible] = useState(false);

  // Thumb size and offset are written straight to custom properties: a scroll must not re-render.
  const measure = () => {
    const box = root.current;
    const view = viewport.current;
    if (!box || !view) return;
    const { scrollHeight, clientHeight, scrollTop } = view;
    const overflowing = scrollHeight > clientHeight + 1;
    box.toggleAttribute('data-overflowing', overflowing);
    if (!overflowing) return;
    const track = clientHeight - 4;
    const size = Math.max(24, (clientHeight / scrollHeight) * track);
    const offset = (scrollTop / (scrollHeight - clientHeight)) * (track - size);
    box.style.setProperty('--ob-thumb-size', `${size}px`);
    box.style.setProperty('--ob-thumb-offset', `${offset}px`);
  };
  const hideLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), SCROLLBAR_HIDE_MS);
  };

  useLayoutEffect(() => {
    measure();
    const observer = new ResizeObserver(measure);
    if (viewport.current) observer.observe(viewport.current);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Root
      ref={root}
      data-state={visible ? 'visible' : 'hidden'}
      style={maxHeight ? ({ '--ob-scroll-height': `${maxHeight}px` } as CSSProperties) : undefined}
      onMouseEnter={() => {
        hovering.current = true;
        clearTimeout(timer.current);
        setVisible(true);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        hideLater();
      }}
    >
      <div
        ref={viewport}
        data-part="viewport"
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={() => {
          measure();
          setVisible(true);
          if (hovering.current) clearTimeout(timer.current);
          else hideLater();
        }}
      >
        <div ref={content}>{children}</div>
      </div>
      <div data-part="scrollbar" aria-hidden="true">
        <div data-part="thumb" />
      </div>
    </Root>
  );
}
