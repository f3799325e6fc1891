import { styled } from '../styles';

const Header = styled('header')`
  text-align: center;
  margin: 0 auto 32px;
  max-width: 720px;
  & h2 { font-size: 32px; line-height: 1.2; font-weight: 700; margin-bottom: 12px; }
  & p { color: var(--ob-muted); font-size: 16px; }
  @container (max-width: 480px) {
    & h2 { font-size: 24px; }
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
