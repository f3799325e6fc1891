// The not-found page's texts, as widgets/page/404.html writes them: the Worker writes them in the
// language of a path under a language's page (`/es/…`, worker/routes/assets.ts), from the page's
// catalog (widgets/page/locales/, listed for translators by widgets/page/texts.ts).

export const NOT_FOUND = {
  title: '404 Page Not Found',
  question: 'Did you forget to add the page to the router?',
  home: 'Back to the home page',
} as const;
