import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from '../styles';

/** One tab: its id (unique within the Tabs), its label and the content of its panel. */
interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Tabs' props: an accessible name for the tab list, the tabs, which one starts selected. */
export interface TabsProps {
  /** Names the tab list for assistive tech (aria-label). */
  label: string;
  tabs: TabItem[];
  /** The id of the tab selected first; the first tab when absent. */
  defaultTab?: string;
  /** Called with the id of each newly selected tab. */
  onChange?: (id: string) => void;
}

const Root = styled('div')`
  display: grid;
  gap: 16px;
  & [role='tablist'] {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 4px;
    padding: 4px;
    border-radius: 10px;
    background: var(--ob-surface-2);
    justify-self: start;
  }
  & [role='tab'] {
    min-height: 36px;
    padding: 6px 14px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: var(--ob-muted);
    font-weight: 600;
    cursor: pointer;
  }
  & [role='tab']:hover { color: var(--ob-text); }
  & [role='tab'][aria-selected='true'] { background: var(--ob-background); color: var(--ob-text); }
  & [role='tabpanel'][hidden] { display: none; }
`;

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop for the list (roving tabindex), ArrowLeft and
 * ArrowRight move focus and select at once (automatic activation), Home and End go to the ends.
 */
export function Tabs({ label, tabs, defaultTab, onChange }: TabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(() => (tabs.some((t) => t.id === defaultTab) ? defaultTab : tabs[0]?.id));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.some((t) => t.id === selected) ? selected : tabs[0]?.id;

  const select = (id: string) => {
    if (id !== current) onChange?.(id);
    setSelected(id);
  };
  const moveTo = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    buttons.current.get(tab.id)?.focus();
    select(tab.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === current);
    if (event.key === 'ArrowRight') moveTo(index + 1);
    else if (event.key === 'ArrowLeft') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Root>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el: HTMLButtonElement | null) => {
              if (el) buttons.current.set(tab.id, el);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        // Every panel stays rendered (hidden when not selected) so each aria-controls resolves.
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
        >
          {tab.content}
        </div>
      ))}
    </Root>
  );
}
