import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cssVars } from '../css-vars';
import { styled } from '../styles';
import { SCROLLBAR_HIDE_MS } from './timing';

/** ScrollArea's props: the region's accessible name and role, its height and its content. */
export interface ScrollAreaProps {
  /** Names the scrolling region for assistive tech (aria-label). */
  label: string;
  /** `region` (the default), or `log` for a conversation: a polite live region of its own. */
  role?: 'region' | 'log';
  /** The most the area grows to before it scrolls, in px; without it the area takes its parent's height. */
  maxHeight?: number;
  /** A class for the box that holds the children, to lay them out. */
  className?: string;
  /** Receives the scrolling element (to keep a chat at its newest message, say). */
  viewportRef?: { current: HTMLDivElement | null };
  children?: ReactNode;
}

const Root = styled('div')`
  position: relative; display: grid; grid-template-rows: minmax(0, 1fr); min-height: 0;
  & > div { max-height: var(--ob-scroll-height); overflow: auto; overscroll-behavior: contain; scrollbar-width: none; }
  & > span {
    position: absolute; top: 2px; inset-inline-end: 2px; width: 6px; height: var(--ob-thumb-size, 0px); border-radius: 6px;
    transform: translateY(var(--ob-thumb-offset, 0px)); background: var(--ob-muted); opacity: 0; pointer-events: none;
  }
  &[data-visible] > span { opacity: 0.7; }
`;

/**
 * A scrolling region (focusable, so keyboard users can scroll it) with native scrolling and a thin
 * scrollbar of its own that shows while the pointer is over it or it scrolls, and hides 600 ms
 * after the last scroll or the pointer leaving.
 */
export function ScrollArea({ label, role = 'region', maxHeight, className, viewportRef, children }: ScrollAreaProps) {
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const hovering = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Shown, hidden and the thumb's size and offset are written straight to the element: a scroll
  // must not re-render.
  const show = (visible: boolean) => {
    clearTimeout(timer.current);
    root.current?.toggleAttribute('data-visible', visible);
  };
  const hideLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(false), SCROLLBAR_HIDE_MS);
  };
  const measure = () => {
    const box = root.current;
    const view = viewport.current;
    if (!box || !view) return;
    const { scrollHeight, clientHeight, scrollTop } = view;
    // No thumb when nothing overflows.
    const track = clientHeight - 4;
    const size = scrollHeight > clientHeight + 1 ? Math.max(24, (clientHeight / scrollHeight) * track) : 0;
    box.style.setProperty('--ob-thumb-size', `${size}px`);
    box.style.setProperty(
      '--ob-thumb-offset',
      `${size && (scrollTop / (scrollHeight - clientHeight)) * (track - size)}px`,
    );
  };

  useLayoutEffect(() => {
    // No measuring in the mount itself, which would force a layout of the whole page inside the
    // widget's mount task: the observer reports each box once it is laid out, and on every change.
    const observer = new ResizeObserver(measure);
    observer.observe(viewport.current!);
    observer.observe(content.current!);
    return () => {
      observer.disconnect();
      clearTimeout(timer.current);
    };
  }, []);

  return (
    <Root
      ref={root}
      style={maxHeight ? cssVars({ '--ob-scroll-height': `${maxHeight}px` }) : undefined}
      onMouseEnter={() => {
        hovering.current = true;
        show(true);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        hideLater();
      }}
    >
      <div
        ref={(el: HTMLDivElement | null) => {
          viewport.current = el;
          if (viewportRef) viewportRef.current = el;
        }}
        data-part="viewport"
        role={role}
        aria-live={role === 'log' ? 'polite' : undefined}
        aria-label={label}
        tabIndex={0}
        onScroll={() => {
          measure();
          show(true);
          if (!hovering.current) hideLater();
        }}
      >
        <div ref={content} className={className}>
          {children}
        </div>
      </div>
      <span data-part="thumb" aria-hidden="true" />
    </Root>
  );
}
