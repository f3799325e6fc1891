/** The look shared by Input and Textarea, as goober CSS. */
export const FIELD_CSS = `
  width: 100%;
  min-height: 42px;
  padding: 8px 12px;
  border: 1px solid var(--ob-border);
  border-radius: 10px;
  background: var(--ob-background);
  color: var(--ob-text);
  font-size: var(--ob-m);
  &::placeholder { color: var(--ob-muted); }
  &:focus {
    border-color: var(--ob-accent);
    outline: none;
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--ob-accent) 30%, transparent);
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
