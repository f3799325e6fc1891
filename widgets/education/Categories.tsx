import { Card, formatWhole, styled, t, type I18n } from '../_runtime';
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
export function Categories({ i18n }: { i18n: I18n | undefined }) {
  return (
    <section aria-labelledby="ob-categories-title">
      <h3 id="ob-categories-title" className="ob-subtitle">
        {t(i18n, 'Categories')}
      </h3>
      <List>
        {CATEGORIES.map((category) => (
          <Card as="li" key={category.id}>
            <h4>{t(i18n, category.name)}</h4>
            <p>{t(i18n, category.description)}</p>
            <p className="count">{t(i18n, '{0} guides', formatWhole(category.guides, i18n))}</p>
          </Card>
        ))}
      </List>
    </section>
  );
}
