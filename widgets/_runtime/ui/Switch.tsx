import { useState, type ReactNode } from 'react';
import { styled } from '../styles';

/** Switch's props: its visible label and its on/off state, owned by the caller or by the switch. */
export interface SwitchProps {
  label: ReactNode;
  /** Controlled state; leave out to let the switch keep its own, starting at `defaultChecked`. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}

const Toggle = styled('button')`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 32px;
  padding: 2px 0;
  border: 0;
  background: transparent;
  color: var(--ob-text);
  font-size: 14px;
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  & > [data-part='track'] {
    position: relative;
    flex: none;
    width: 44px;
    height: 24px;
    border-radius: 999px;
    background: var(--ob-surface-2);
    border: 1px solid var(--ob-border);
    transition: background-color 150ms ease;
  }
  & > [data-part='track']::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: var(--ob-muted);
    transition: transform 150ms ease, background-color 150ms ease;
  }
  &[aria-checked='true'] > [data-part='track'] { background: var(--ob-accent); border-color: var(--ob-accent); }
  &[aria-checked='true'] > [data-part='track']::after { transform: translateX(20px); background: var(--ob-accent-text); }
`;

/** An on/off switch: a native button (so Space and Enter toggle it) with role switch and aria-checked. */
export function Switch({ label, checked, defaultChecked = false, onCheckedChange, disabled }: SwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  return (
    <Toggle
      type="button"
      role="switch"
      aria-checked={on}
      disabled={disabled}
      onClick={() => {
        setOwn(!on);
        onCheckedChange?.(!on);
      }}
    >
      <span data-part="track" aria-hidden="true" />
      <span>{label}</span>
    </Toggle>
  );
}
