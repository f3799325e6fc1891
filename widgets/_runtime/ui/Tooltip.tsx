import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { styled } from '../styles';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './timing';

/** Tooltip's props: the tip's text and the one element it describes. */
export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element (a Button, say); it gets aria-describedby while the tip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

// When the last tooltip of this script closed (performance.now()), shared by all its tooltips so
// that moving from one trigger to the next skips the delay (the skip delay, docs/behaviour.md#tooltips).
let lastClosedAt = Number.NEGATIVE_INFINITY;

const Anchor = styled('span')`
  position: relative;
  display: inline-flex;
  & > [role='tooltip'] {
    position: absolute;
    bottom: calc(100% + 8px);
    left: 50%;
    transform: translateX(-50%);
    z-index: 10;
    width: max-content;
    max-width: 240px;
    padding: 6px 10px;
    border-radius: 8px;
    background: var(--ob-text);
    color: var(--ob-background);
    font-size: var(--ob-s);
    line-height: 1.4;
    font-weight: 400;
    text-align: center;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.3);
  }
`;

/**
 * A tooltip for its child: opens after the pointer rests on it (700 ms) or at once on keyboard
 * focus, and at once after another tooltip closed less than 300 ms ago; hides on Escape, pointer
 * leave, pointer down and blur. The tip is role tooltip and describes the trigger.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const shown = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const show = () => {
    cancelTimer();
    shown.current = true;
    setOpen(true);
  };
  const hide = useCallback(() => {
    cancelTimer();
    if (shown.current) lastClosedAt = performance.now();
    shown.current = false;
    setOpen(false);
  }, [cancelTimer]);
  const showAfterDelay = () => {
    if (shown.current || timer.current !== undefined) return;
    if (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show();
    else timer.current = setTimeout(show, TOOLTIP_DELAY_MS);
  };

  useEffect(() => cancelTimer, [cancelTimer]);
  // A layout effect so Escape works from the frame the tip appears in.
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  const describedBy = [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ');
  return (
    <Anchor
      onMouseEnter={showAfterDelay}
      onMouseLeave={hide}
      onPointerDown={hide}
      onFocus={(event: FocusEvent<HTMLSpanElement>) => {
        // Keyboard focus only: a click focuses the trigger too, and must not show the tip.
        if ((event.target as Element).matches(':focus-visible')) show();
      }}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      {open ? (
        <span role="tooltip" id={id}>
          {content}
        </span>
      ) : null}
    </Anchor>
  );
}
