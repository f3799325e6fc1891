import { Card, styled } from '../_runtime';
import { CATEGORIES } from './constants';

const List = styled('ul')`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  & li { display: grid; gap: 6px; align-content: start; }
  & h4 { font-weight: 600; }
  & p { color: var(--ob-muted); font-size: var(--ob-s); }
  & .count { color: var(--ob-accent); font-weight: 600; }
  @container (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The four topic categories. */
export function Categories() {
  return (
    <section aria-labelledby="ob-categories-title">
      <h3 id="ob-categories-title" className="ob-subtitle">
        Categories
      </h3>
      <List>
        {CATEGORIES.map((category) => (
          <Card as="li" key={category.id}>
            <h4>{category.name}</h4>
            <p>{category.description}</p>
            <p className="count">{category.guides} guides</p>
          </Card>
        ))}
      </List>
    </section>
  );
}
