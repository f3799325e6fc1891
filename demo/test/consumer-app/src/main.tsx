import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Server-rendered (the /ssr page): hydrate; otherwise render afresh.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
