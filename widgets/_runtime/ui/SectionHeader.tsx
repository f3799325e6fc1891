import { styled } from '../styles';

const Header = styled('header')`
  text-align: center;
  margin: 0 auto 32px;
  max-width: 720px;
  & h2 { font-size: var(--ob-3xl); line-height: 1.2; margin-bottom: 12px; }
  & p { color: var(--ob-muted); }
  @container (max-width: 480px) {
    & h2 { font-size: var(--ob-xl); }
  }
`;

/** A section's heading and one-line subtitle. */
export function SectionHeader({ id, title, subtitle }: { id?: string; title: string; subtitle: string }) {
  return (
    <Header>
      <h2 id={id}>{title}</h2>
      <p>{subtitle}</p>
    </Header>
  );
}
