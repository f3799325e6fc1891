import {
  Badge,
  Card,
  categoryColor,
  cssVars,
  type I18n,
  keyframes,
  ScrollArea,
  styled,
  t,
  useQuery,
} from '../_runtime';
import { readArticles } from './articles';
import {
  EMPTY_TEXT,
  FEED_BADGE,
  FEED_LABEL,
  FEED_MAX_HEIGHT,
  FEED_NOTE,
  FEED_TITLE,
  LOADING_TEXT,
  NEWS_REFRESH_MS,
  OFFICIAL_LABEL,
  type NewsArticle,
} from './constants';
import { relativeTime } from './relative-time';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const Feed = styled(Card)`
  display: grid;
  gap: 16px;
  align-content: start;
  & .banner {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px;
    padding: 14px 16px; border-radius: 10px;
    background: color-mix(in srgb, var(--ob-accent) 10%, transparent);
    border: 1px solid color-mix(in srgb, var(--ob-accent) 35%, transparent);
  }
  & .banner h3 { font-size: var(--ob-l); }
  & .banner p { color: var(--ob-muted); font-size: var(--ob-s); }
  & .live-dot { width: 8px; height: 8px; margin-inline-end: 6px; border-radius: 50%; background: currentColor; }
  @media (prefers-reduced-motion: no-preference) {
    & .live-dot { animation: ${pulse} 2s ease-in-out infinite; }
  }
  & ul { list-style: none; display: grid; gap: 12px; padding-inline-end: 12px; }
  /* On the card's own surface: the category colours keep their contrast there (a surface-2 fill
     takes bearish red and tech purple below 4.5:1 in the dark theme). */
  & li { display: grid; gap: 6px; padding: 14px; border-radius: 10px; border: 1px solid var(--ob-border); }
  & .meta { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; color: var(--ob-muted); font-size: var(--ob-s); }
  & .source { font-weight: 600; color: var(--ob-text); }
  & h4 { font-weight: 600; line-height: 1.4; overflow-wrap: anywhere; }
  & .tags { display: flex; flex-wrap: wrap; gap: 8px; }
  & [data-category] { text-transform: capitalize; }
  & .state { padding: 24px 8px; text-align: center; color: var(--ob-muted); }
`;

function ArticleItem({ article, now, i18n }: { article: NewsArticle; now: number; i18n: I18n | undefined }) {
  const ago = relativeTime(article.createdAt, now, i18n);
  return (
    <li>
      <p className="meta">
        <span className="source">{article.source}</span>
        {ago && (
          <>
            <span aria-hidden="true">·</span>
            <time dateTime={article.createdAt}>{ago}</time>
          </>
        )}
      </p>
      <h4>{article.title}</h4>
      <p className="tags">
        {article.category && (
          <Badge data-category={article.category} style={cssVars({ '--badge': categoryColor(article.category) })}>
            {/* The API's categories are words of ours, not the author's: said in the reader's language. */}
            {t(i18n, article.category)}
          </Badge>
        )}
        {article.isOfficial && (
          <Badge data-official="" style={cssVars({ '--badge': 'var(--ob-accent)' })}>
            {t(i18n, OFFICIAL_LABEL)}
          </Badge>
        )}
      </p>
    </li>
  );
}

/** The "Live Market Feed": the banner and the article list from GET /api/news, refetched every 60 s. */
export function LiveFeed({ api, i18n }: { api: string; i18n: I18n | undefined }) {
  const news = useQuery<unknown>(api, ['/api/news'], { refetchInterval: NEWS_REFRESH_MS });
  const loading = news.status === 'loading';
  // A failed first call has no data and so reads "No news available"; a failed refetch keeps the
  // last list, as the query cache keeps the last data.
  const articles = readArticles(news.data);
  // Times count from when the list arrived (a render stays pure); the 60 s refetch moves them on.
  const now = news.updatedAt;
  return (
    <Feed as="section" aria-labelledby="ob-news-feed-title">
      <header className="banner">
        <div>
          <h3 id="ob-news-feed-title">{t(i18n, FEED_TITLE)}</h3>
          <p>{t(i18n, FEED_NOTE)}</p>
        </div>
        <Badge style={cssVars({ '--badge': 'var(--ob-green)' })}>
          <span className="live-dot" aria-hidden="true" />
          {t(i18n, FEED_BADGE)}
        </Badge>
      </header>
      {/* No aria-live on the list itself: its times change every minute and would be read out
          each time. The loading and empty texts are a status instead. */}
      <div aria-busy={loading} data-testid="news-feed">
        {articles.length > 0 ? (
          <ScrollArea label={t(i18n, FEED_LABEL)} maxHeight={FEED_MAX_HEIGHT}>
            <ul aria-label={t(i18n, 'Latest news')}>
              {articles.map((article) => (
                <ArticleItem key={article.id} article={article} now={now} i18n={i18n} />
              ))}
            </ul>
          </ScrollArea>
        ) : (
          <p className="state" role="status">
            {t(i18n, loading ? LOADING_TEXT : EMPTY_TEXT)}
          </p>
        )}
      </div>
    </Feed>
  );
}
