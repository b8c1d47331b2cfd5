/**
 * The prerendered pages, and the modules their first load imports lazily (source paths): the
 * route tables, layouts, screens and loaders' code on the way to the page (every route
 * loader makes the query client, so the visitor routes' pages load its code too). Read by
 * prerender.mjs, which writes them, and by the build's chunking (build/area-chunks.ts), which
 * keeps each of them loading no more than it needs (apps/web/README.md, "Area bundles").
 */
export const prerenderedPages = {
  '/home': ['src/app/layouts/public-layout.tsx', 'src/features/home/home-page.tsx'],
  '/terms': ['src/app/layouts/public-layout.tsx', 'src/features/legal/legal-page.tsx'],
  '/privacy': ['src/app/layouts/public-layout.tsx', 'src/features/legal/legal-page.tsx'],
  '/auth/login': [
    'src/app/visitor-routes.tsx',
    'src/app/layouts/auth-layout.tsx',
    'src/app/providers/new-query-client.ts',
    'src/features/auth/login-page.tsx',
  ],
  '/auth/forgot-password': [
    'src/app/visitor-routes.tsx',
    'src/app/layouts/auth-layout.tsx',
    'src/app/providers/new-query-client.ts',
    'src/features/auth/forgot-password-page.tsx',
  ],
  '/registration/main-information': [
    'src/app/visitor-routes.tsx',
    'src/app/layouts/registration-layout.tsx',
    'src/app/providers/new-query-client.ts',
    'src/app/prefetch/registration.ts',
    'src/features/registration/main-information-page.tsx',
  ],
};
