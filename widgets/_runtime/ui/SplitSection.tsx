import type { ReactNode } from 'react';
import { styled } from '../styles';
import { SectionHeader } from './SectionHeader';

const Section = styled('section')`
  padding: 48px 24px;
  & .ob-subtitle { font-size: var(--ob-l); }
  & .layout { display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; }
  & .side { display: grid; gap: 24px; align-content: start; }
  @container (min-width: 900px) {
    & .layout { grid-template-columns: 3fr 2fr; align-items: start; }
  }
  @container (max-width: 480px) {
    padding: 32px 12px;
  }
`;

export interface SplitSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  subtitle: string;
  /** The main column (a live list, say). */
  main: ReactNode;
  /** The side column, beside the main one in a wide container and below it in a narrow one. */
  side: ReactNode;
}

/** A page section: its header, then a main column beside a side column. */
export function SplitSection({ id, title, subtitle, main, side }: SplitSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <SectionHeader id={id} title={title} subtitle={subtitle} />
      <div className="layout">
        {main}
        <div className="side">{side}</div>
      </div>
    </Section>
  );
}
